// The kit's icon set, so apps use the same icons without depending on lucide-react directly.
export * from 'lucide-react';
