-- Trigram matching for search that forgives partial words and small typos (browse, admin).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
