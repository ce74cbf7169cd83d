// Word lists for demo data: combined at random, they read like prompts people really keep.
// Names are plain ASCII letters, so usernames derived from them stay valid.

export const FIRST_NAMES = [
  'Ada',
  'Alan',
  'Amara',
  'Ben',
  'Carla',
  'Chen',
  'Dana',
  'Diego',
  'Elena',
  'Emeka',
  'Farah',
  'Felix',
  'Grace',
  'Hana',
  'Hugo',
  'Ines',
  'Ivan',
  'Jonas',
  'Julia',
  'Kai',
  'Lara',
  'Leo',
  'Maya',
  'Mateo',
  'Nadia',
  'Noah',
  'Olga',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sam',
  'Sofia',
  'Tariq',
  'Uma',
  'Victor',
  'Wen',
  'Yara',
  'Yusuf',
  'Zoe',
];

export const LAST_NAMES = [
  'Adams',
  'Bauer',
  'Costa',
  'Dubois',
  'Eriksen',
  'Fischer',
  'Garcia',
  'Haddad',
  'Ito',
  'Jensen',
  'Kowalski',
  'Lopez',
  'Moreau',
  'Nakamura',
  'Novak',
  'Okafor',
  'Patel',
  'Quist',
  'Rossi',
  'Santos',
  'Schmidt',
  'Silva',
  'Tanaka',
  'Usman',
  'Varga',
  'Wagner',
  'Weber',
  'Xu',
  'Yilmaz',
  'Zhang',
  'Kim',
  'Murphy',
  'Berg',
  'Hughes',
  'Mensah',
  'Rao',
];

/** Title = verb + object (with its article) + topic + format. */
export const TITLE_VERBS = [
  'Write',
  'Draft',
  'Create',
  'Generate',
  'Outline',
  'Plan',
  'Review',
  'Summarise',
  'Improve',
  'Design',
  'Brainstorm',
  'Rewrite',
];

export const TITLE_ADJECTIVES = [
  'a concise',
  'a persuasive',
  'a friendly',
  'a detailed',
  'a step-by-step',
  'a punchy',
  'a beginner-friendly',
  'a data-driven',
  'a playful',
  'a professional',
  'an engaging',
  'an honest',
  'a short',
  'a structured',
  'a creative',
  'a technical',
];

export const TITLE_TOPICS = [
  'product launch',
  'cold outreach',
  'onboarding',
  'weekly team',
  'customer support',
  'SQL query',
  'React component',
  'API design',
  'code review',
  'bug report',
  'landing page',
  'job interview',
  'lesson',
  'podcast',
  'newsletter',
  'investor update',
  'fundraising',
  'social media',
  'travel',
  'recipe',
  'fitness',
  'budget',
  'research',
  'user interview',
  'pricing page',
  'release notes',
  'security audit',
  'data analysis',
  'short story',
  'marketing campaign',
];

export const TITLE_FORMATS = [
  'email',
  'plan',
  'checklist',
  'outline',
  'summary',
  'script',
  'brief',
  'guide',
  'template',
  'post',
  'prompt',
  'FAQ',
  'report',
  'agenda',
];

export const ROLES = [
  'an experienced copywriter',
  'a senior software engineer',
  'a patient teacher',
  'a product manager',
  'a data analyst',
  'a startup founder',
  'a UX researcher',
  'a marketing strategist',
  'a technical writer',
  'a career coach',
  'an editor',
  'a customer success lead',
];

export const TASKS = [
  'Write a first draft about [topic]',
  'Explain [concept] in plain words',
  'Review the following text and suggest improvements: [text]',
  'Turn these notes into a clear structure: [notes]',
  'Give me ten ideas for [goal]',
  'Compare [option A] and [option B] and recommend one',
  'Summarise [document] in five bullet points',
  'Find the weak spots in this plan: [plan]',
  'Rewrite [paragraph] so that it is easier to read',
  'Create a step-by-step plan to [goal] within [timeframe]',
];

export const AUDIENCES = [
  'for [audience]',
  'for complete beginners',
  'for busy executives',
  'for a technical team',
  'for new customers',
  'for students',
  'for my manager',
  'for a general audience',
];

export const TONES = [
  'friendly',
  'formal',
  'confident',
  'warm',
  'neutral',
  'enthusiastic',
  'calm',
  'witty',
];

export const CONSTRAINTS = [
  'keep it under [word count] words',
  'use short sentences and active voice',
  'end with a clear call to action',
  'include two concrete examples',
  'format the answer as a table',
  'ask me clarifying questions first',
  'avoid jargon',
  'cite your assumptions',
];

export const CUSTOM_AI_TOOLS = ['Perplexity', 'Mistral', 'GitHub Copilot', 'Llama', 'DeepSeek'];

/**
 * Product and client names, so that demo prompts have words of every frequency, as real text
 * does: the name of rank r is used by about 1 in (r × 11.5) prompts (a Zipf law over
 * BRAND_RANKS names), from a few percent of all prompts down to a handful.
 */
export const BRAND_RANKS = 100_000;
export const BRAND_SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ra',
  'zen',
  'to',
  'vi',
  'nor',
  'el',
  'da',
  'qui',
  'ros',
  'ta',
  'ven',
  'bri',
  'so',
  'mar',
  'lu',
  'fen',
  'dor',
] as const;

/** The syllables of a rank, least significant first: three, or four from rank 8,000 on. */
export function brandName(rank: number): string {
  const base = BRAND_SYLLABLES.length;
  const digits = [rank % base, Math.floor(rank / base) % base, Math.floor(rank / base ** 2) % base];
  if (rank >= base ** 3) digits.push(Math.floor(rank / base ** 3) % base);
  const name = digits.map((digit) => BRAND_SYLLABLES[digit]).join('');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * Tags of demo prompts: rank r is drawn with a Zipf law over TAG_RANKS tags, so a
 * few tags are on several percent of prompts and most on a handful. The first ranks are
 * these everyday tags; the rest are made of brand syllables ('kalo-ri').
 */
export const TAG_RANKS = 5_000;
export const COMMON_TAGS = [
  'writing',
  'marketing',
  'coding',
  'seo',
  'email',
  'productivity',
  'cold-email',
  'social-media',
  'summary',
  'education',
  'research',
  'python',
  'sales',
  'copywriting',
  'brainstorming',
  'career',
  'data-analysis',
  'customer-support',
  'translation',
  'javascript',
  'storytelling',
  'interview',
  'newsletter',
  'product',
  'ux',
  'legal',
  'finance',
  'health',
  'travel',
  'recipes',
] as const;
