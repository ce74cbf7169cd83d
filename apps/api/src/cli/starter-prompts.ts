// The curated starter set of `pnpm cli seed-starter`: prompts of our own that show a new
// site what a good reusable prompt looks like. Every AI tool and purpose appears, and every
// prompt has [placeholders] to fill in, and tags.

export type StarterPrompt = {
  title: string;
  content: string;
  aiTool: string;
  customAiTool?: string;
  purpose: string;
  /** Two or three, so the starter set shows tags and their filter from the first visit. */
  tags: string[];
};

export const STARTER_PROMPTS: readonly StarterPrompt[] = [
  // marketing
  {
    title: 'Product launch email in three lengths',
    aiTool: 'ChatGPT/GPT4',
    purpose: 'marketing',
    tags: ['email', 'launch', 'copywriting'],
    content: `You are a B2B copywriter. Write a launch email for [product name], which helps [target audience] to [main benefit].

Give me three versions: a 50-word teaser, a 120-word standard email and a 250-word story-led email. Each needs a subject line under 45 characters, one clear call to action ([call to action]) and no buzzwords such as "revolutionary" or "game-changing".`,
  },
  {
    title: 'Landing page hero: five headline options',
    aiTool: 'Claude',
    purpose: 'marketing',
    tags: ['landing-page', 'headlines', 'copywriting'],
    content: `Write five hero sections for the landing page of [product name].

Audience: [target audience]
The one problem we solve: [problem]
Proof we can show: [proof point]

For each option give a headline (max 8 words), a subheading (max 20 words) and a button label. Vary the angle: outcome, pain, curiosity, social proof, and a contrarian one. Say which you would test first and why.`,
  },
  {
    title: 'Social post series from one blog article',
    aiTool: 'Gemini',
    purpose: 'marketing',
    tags: ['social-media', 'repurposing', 'content'],
    content: `Turn the article below into [number of posts] posts for [platform]. Each post must stand on its own, open with a hook in the first line, and end with a question or a call to action. Keep the tone [tone]. Do not invent facts that are not in the article.

Article:
[article text]`,
  },
  {
    title: 'Customer persona from interview notes',
    aiTool: 'Claude',
    purpose: 'marketing',
    tags: ['persona', 'research', 'customers'],
    content: `Here are notes from customer interviews about [product or service]:

[interview notes]

Build one evidence-based persona: goals, frustrations, the words they use to describe the problem, what triggers a purchase, and objections. Quote the notes for every claim, and list the questions the notes leave open.`,
  },
  {
    title: 'SEO brief for a blog post',
    aiTool: 'Other',
    customAiTool: 'Perplexity',
    purpose: 'marketing',
    tags: ['seo', 'blog', 'content'],
    content: `Create an SEO content brief for a post targeting the keyword "[keyword]" for readers who are [reader profile].

Include: search intent, a working title, an H2/H3 outline, questions the post must answer, related terms to cover naturally, a suggested length, and three internal link ideas for a site about [site topic].`,
  },
  {
    title: 'Cold email that does not sound like one',
    aiTool: 'ChatGPT/GPT4',
    purpose: 'marketing',
    tags: ['email', 'outreach', 'sales'],
    content: `Write a cold email to [recipient name], the [recipient role] at [company]. I sell [offer]. The reason I am writing to them now: [trigger event].

Rules: under 90 words, no flattery, one specific observation about their company, one question they can answer in a sentence. Offer two subject lines.`,
  },
  // coding
  {
    title: 'Code review with a senior engineer’s eye',
    aiTool: 'Claude',
    purpose: 'coding',
    tags: ['code-review', 'quality'],
    content: `Review this [language] code as a senior engineer would before approving a pull request.

[code]

Report, in order of importance: bugs and edge cases, security issues, performance traps, and readability. For each finding give the line, why it matters and a concrete fix. End with what is good about the code. Do not rewrite the whole file.`,
  },
  {
    title: 'Explain an error message and fix it',
    aiTool: 'ChatGPT/GPT4',
    purpose: 'coding',
    tags: ['debugging', 'errors'],
    content: `I get this error in my [language or framework] project:

[error message]

This is the code around it:

[code]

Explain in plain words what the error means, list the most likely causes in order, and show the smallest change that fixes the most likely one. Tell me how to confirm the fix.`,
  },
  {
    title: 'Unit tests for a function, edge cases first',
    aiTool: 'Claude',
    purpose: 'coding',
    tags: ['testing', 'unit-tests'],
    content: `Write unit tests with [test framework] for the function below. Start by listing the edge cases you will cover (empty input, boundaries, invalid types, unicode, large input) and then write the tests. Every test name must say the behaviour it checks. No mocks unless the function does I/O.

[function code]`,
  },
  {
    title: 'SQL query from a plain-language question',
    aiTool: 'Gemini',
    purpose: 'coding',
    tags: ['sql', 'data'],
    content: `Database: [database engine]. Tables:

[table definitions]

Write a query that answers: [question]. Explain each join and filter in one line, say which indexes it needs to be fast on [row count] rows, and point out any ambiguity in the question.`,
  },
  {
    title: 'Refactor for readability without changing behaviour',
    aiTool: 'Other',
    customAiTool: 'GitHub Copilot',
    purpose: 'coding',
    tags: ['refactoring', 'readability'],
    content: `Refactor this [language] code for readability. Keep the behaviour exactly the same and the public interface unchanged. Prefer small named functions and clear names over comments. Show the result, then list every change and why it is safe.

[code]`,
  },
  {
    title: 'Regular expression with test cases',
    aiTool: 'ChatGPT/GPT4',
    purpose: 'coding',
    tags: ['regex', 'testing'],
    content: `Write a regular expression for [flavour, e.g. JavaScript] that matches [what to match] and does not match [what to reject].

Give the pattern, a part-by-part explanation, five strings it must match and five it must reject, and warn me about catastrophic backtracking if the pattern is at risk.`,
  },
  // writing
  {
    title: 'Edit my draft: clearer, shorter, same voice',
    aiTool: 'Claude',
    purpose: 'writing',
    tags: ['editing', 'clarity'],
    content: `Edit the text below for clarity and concision while keeping my voice. Target length: [target length]. Audience: [audience].

Return the edited text first, then a short list of the main changes. Do not add new ideas.

[draft]`,
  },
  {
    title: 'Blog post outline with a strong angle',
    aiTool: 'ChatGPT/GPT4',
    purpose: 'writing',
    tags: ['blog', 'outline'],
    content: `I want to write a blog post about [topic] for [audience]. Suggest three angles that are less obvious than the usual take, pick the strongest, and outline it: a hook, 4-6 sections with the key point of each, one example or story per section, and a closing that gives the reader something to do.`,
  },
  {
    title: 'Rewrite for a different reading level',
    aiTool: 'Gemini',
    purpose: 'writing',
    tags: ['rewriting', 'readability'],
    content: `Rewrite the text below for [reading level, e.g. a 12-year-old or a busy executive]. Keep every fact, remove jargon or explain it in passing, and keep sentences under [max words] words.

[text]`,
  },
  {
    title: 'Polite email that says no',
    aiTool: 'Claude',
    purpose: 'writing',
    tags: ['email', 'tone'],
    content: `Help me decline [request] from [person and relationship]. Reason I can share: [reason]. What I can offer instead: [alternative].

Write it warm but firm, under 120 words, with no over-apologising. Give a more formal and a more casual version.`,
  },
  {
    title: 'Meeting notes into a clear summary',
    aiTool: 'Other',
    customAiTool: 'Mistral Le Chat',
    purpose: 'writing',
    tags: ['meetings', 'summary'],
    content: `Summarise these notes from the [meeting name] meeting on [date]:

[notes]

Structure: decisions made, action items (owner, deadline), open questions, and a two-sentence summary for people who were not there. Mark anything unclear instead of guessing.`,
  },
  {
    title: 'Cover letter tailored to a job ad',
    aiTool: 'ChatGPT/GPT4',
    purpose: 'writing',
    tags: ['career', 'cover-letter'],
    content: `Write a cover letter for the role of [job title] at [company]. The job ad:

[job ad]

My relevant experience:

[my experience]

Match my experience to their top three requirements with specific examples, keep it under 300 words, and avoid clichés such as "I am passionate about".`,
  },
  // analysis
  {
    title: 'Find the story in a data table',
    aiTool: 'Claude',
    purpose: 'analysis',
    tags: ['data', 'storytelling'],
    content: `Here is a table of [what the data is]:

[data]

What are the three most important findings? For each, give the numbers that support it, a possible explanation, and what data would confirm or refute it. Flag outliers and anything that looks like a data error.`,
  },
  {
    title: 'Competitor comparison matrix',
    aiTool: 'Other',
    customAiTool: 'Perplexity',
    purpose: 'analysis',
    tags: ['competitors', 'research'],
    content: `Compare [our product] with [competitor 1], [competitor 2] and [competitor 3] for [customer segment].

Build a table of pricing, core features, target customer, strengths and weaknesses. Cite a source for every fact and mark what you could not verify. Finish with where we can win and where we should not compete.`,
  },
  {
    title: 'Survey responses: themes and quotes',
    aiTool: 'Gemini',
    purpose: 'analysis',
    tags: ['survey', 'research'],
    content: `Analyse these open-ended answers to the question "[survey question]":

[responses]

Group them into themes, give each theme a count and two representative quotes, and note any surprising minority view. Do not merge themes that mean different things.`,
  },
  {
    title: 'Pre-mortem of a plan',
    aiTool: 'ChatGPT/GPT4',
    purpose: 'analysis',
    tags: ['planning', 'risk'],
    content: `Imagine it is [time horizon] from now and this plan has failed:

[plan]

List the ten most plausible reasons it failed, ranked by likelihood times impact. For the top three, name an early warning sign and a cheap step we could take now to prevent it.`,
  },
  {
    title: 'Explain a chart to a non-expert',
    aiTool: 'Claude',
    purpose: 'analysis',
    tags: ['charts', 'explaining'],
    content: `Describe what this chart shows for [audience]: [chart description or data]. Start with the single main message, then two supporting details, then one caveat about what the chart does not show. Avoid statistical jargon.`,
  },
  {
    title: 'Root cause analysis of an incident',
    aiTool: 'Gemini',
    purpose: 'analysis',
    tags: ['incident', 'root-cause'],
    content: `Help me find the root cause of this incident: [what happened], noticed at [when], affecting [who or what].

Timeline and facts so far:

[facts]

Work through "five whys" without blaming people, separate facts from guesses, and end with the root cause, contributing factors and three actions that would stop it happening again.`,
  },
  // education
  {
    title: 'Explain a concept at three levels',
    aiTool: 'ChatGPT/GPT4',
    purpose: 'education',
    tags: ['explaining', 'learning'],
    content: `Explain [concept] three times: to a ten-year-old, to a university student, and to an expert in [related field]. Use an everyday analogy in the first, a worked example in the second, and the precise definition with its limits in the third.`,
  },
  {
    title: 'Quiz with answer key and explanations',
    aiTool: 'Gemini',
    purpose: 'education',
    tags: ['quiz', 'teaching'],
    content: `Create a [number]-question quiz on [topic] for [level] learners. Mix multiple choice and short answer, order the questions from easy to hard, and give an answer key where each answer explains why the wrong options are wrong.`,
  },
  {
    title: 'Socratic tutor that never gives the answer',
    aiTool: 'Claude',
    purpose: 'education',
    tags: ['tutor', 'learning'],
    content: `Act as a patient tutor in [subject]. I am working on this problem: [problem].

Do not give me the answer. Ask one guiding question at a time, wait for my reply, and adjust to what I understand. If I am stuck twice in a row, give a small hint. When I solve it, summarise the key idea in one sentence.`,
  },
  {
    title: 'Lesson plan for one class',
    aiTool: 'Other',
    customAiTool: 'Microsoft Copilot',
    purpose: 'education',
    tags: ['lesson-plan', 'teaching'],
    content: `Plan a [duration] lesson on [topic] for [grade or level] with [number of students] students.

Include a learning objective, a warm-up, direct teaching, an activity in pairs, a check for understanding and homework. Add one adaptation for students who struggle and one for those who finish early.`,
  },
  {
    title: 'Flashcards from my notes',
    aiTool: 'ChatGPT/GPT4',
    purpose: 'education',
    tags: ['flashcards', 'studying'],
    content: `Turn these study notes on [subject] into flashcards:

[notes]

One fact per card, question on the front, a short answer on the back. Add cards that test understanding (why, compare, what if), not only recall. Output as a two-column table.`,
  },
  // business
  {
    title: 'One-page business plan',
    aiTool: 'Claude',
    purpose: 'business',
    tags: ['business-plan', 'strategy'],
    content: `Write a one-page business plan for [business idea] in [location or market].

Sections: problem, solution, customers, how we reach them, revenue model, costs, competition, the first three milestones, and the biggest risk. Keep it to what fits on one page and mark every assumption.`,
  },
  {
    title: 'Negotiation prep sheet',
    aiTool: 'ChatGPT/GPT4',
    purpose: 'business',
    tags: ['negotiation', 'preparation'],
    content: `I am negotiating [what] with [counterpart]. My goal: [goal]. My walk-away point: [walk-away point].

Prepare me: their likely interests, my best alternative, three opening positions, the concessions I can trade and in what order, hard questions they may ask with answers, and phrases to use when they push back.`,
  },
  {
    title: 'Job description that attracts the right people',
    aiTool: 'Gemini',
    purpose: 'business',
    tags: ['hiring', 'job-description'],
    content: `Write a job description for a [role] at [company], a [company description].

Focus on the outcomes expected in the first six months, the team, the must-have skills (max five) and what we offer. Use inclusive language, no "rockstar" or "ninja", and keep it under 400 words.`,
  },
  {
    title: 'Weekly status update for stakeholders',
    aiTool: 'Other',
    customAiTool: 'Llama',
    purpose: 'business',
    tags: ['status-update', 'reporting'],
    content: `Write a status update on [project] for [stakeholders] from these notes:

[notes]

Format: overall status (on track, at risk, off track) with one line why, what was done this week, what comes next, risks and the help we need. Under 200 words, no jargon.`,
  },
  {
    title: 'Decision memo with options and a recommendation',
    aiTool: 'Claude',
    purpose: 'business',
    tags: ['decision', 'memo'],
    content: `We must decide [decision] by [deadline]. Context:

[context]

Write a decision memo: the question, three realistic options with cost, benefit and risk each, a recommendation and what would make us change our mind. Keep it readable in five minutes.`,
  },
  // creative
  {
    title: 'Short story from three random words',
    aiTool: 'ChatGPT/GPT4',
    purpose: 'creative',
    tags: ['fiction', 'story'],
    content: `Write a [genre] short story of about [length] words that uses the words [word one], [word two] and [word three]. Give the main character a clear want and an obstacle, end with a twist that is set up earlier, and show rather than tell.`,
  },
  {
    title: 'Brainstorm names for a product or company',
    aiTool: 'Claude',
    purpose: 'creative',
    tags: ['naming', 'brainstorm'],
    content: `Brainstorm 20 names for [what needs a name], which [what it does] for [audience]. The feel should be [brand personality].

Mix styles: descriptive, invented, metaphor, compound. For each, add one line on why it works. Mark the five you like most and check that they are easy to spell and say.`,
  },
  {
    title: 'Image prompt for a detailed illustration',
    aiTool: 'Other',
    customAiTool: 'Midjourney',
    purpose: 'creative',
    tags: ['image', 'illustration'],
    content: `[subject], [setting], in the style of [art style], [lighting] lighting, [colour palette] colour palette, composition: [composition], highly detailed, [aspect ratio] --no text, watermark`,
  },
  {
    title: 'Song lyrics with a verse-chorus structure',
    aiTool: 'Gemini',
    purpose: 'creative',
    tags: ['lyrics', 'music'],
    content: `Write lyrics for a [genre] song about [theme], from the point of view of [narrator]. Structure: verse, chorus, verse, chorus, bridge, chorus. Use concrete images instead of abstract feelings, and make the chorus easy to sing along to.`,
  },
  {
    title: 'Worldbuilding for a fantasy setting',
    aiTool: 'ChatGPT/GPT4',
    purpose: 'creative',
    tags: ['worldbuilding', 'fantasy'],
    content: `Help me build a world for a [genre] story. The central idea: [central idea].

Describe its geography, two cultures in tension, how magic or technology works and what it costs, a historical event that still shapes daily life, and three story hooks. Keep the rules consistent.`,
  },
  {
    title: 'Gift ideas that feel personal',
    aiTool: 'Claude',
    purpose: 'creative',
    tags: ['gifts', 'ideas'],
    content: `Suggest ten gift ideas for [person], who loves [interests] and [detail about them]. Budget: [budget]. Mix something to do, something to keep and something handmade. For each, say in one line why it fits them in particular.`,
  },
];
