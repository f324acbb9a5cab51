/**
 * Skill list data: soft skills, people skills, teaching and languages. Broad words are tag-only ('~') so job
 * prose does not tag every post with them. Format and markers: see skills.ts.
 */
export const softSkills: readonly string[] = [
  '~Communication|communication skills|written communication|verbal communication|communicator',
  '~Leadership|leadership skills|team leadership|people management', 'Teamwork|team player',
  'Problem Solving|problem-solving', 'Time Management', 'Mentoring|mentorship|coaching',
  'Critical Thinking', 'Attention to Detail|detail-oriented|detail oriented', 'Adaptability',
  'Public Speaking|presentation skills', 'Self-Motivation|self-motivated|self-starter',
  '~Collaboration|cross-functional collaboration', 'Recruiting|recruitment|talent acquisition|?sourcing',
  'Conflict Resolution', 'Teaching|tutoring', '~Writing|writing skills|strong writer', 'English|fluent English|English fluency',
  '~Spanish|fluent in Spanish|Spanish speaker|bilingual Spanish', '~Portuguese|fluent in Portuguese',
  '~French|fluent in French|French speaker', '~German|fluent in German|German speaker',
  // Working style.
  'Emotional Intelligence', 'Empathy', 'Active Listening', '~Creativity|creative thinking', 'Decision Making|decision-making',
  'Strategic Thinking', 'Analytical Skills|analytical thinking|analytical mindset', 'Organizational Skills|organisational skills|organization skills',
  'Multitasking|multi-tasking', 'Work Ethic|strong work ethic', '~Remote Work|asynchronous communication|async communication|remote work experience',
  'Interpersonal Skills|people skills', 'Customer Focus|customer-centric|customer obsession', 'Independent Work|work independently|works independently|work autonomously',
  'Cross-Cultural Communication|cultural awareness', 'Facilitation|workshop facilitation', 'Team Building',
  'Business Acumen|commercial awareness', '~Research|research skills|desk research',
  'Stress Management|working under pressure', 'Growth Mindset', 'Delegation', 'Ownership Mindset|sense of ownership', 'Written English|excellent written English',
  // Teaching and people development.
  'Curriculum Development|curriculum design', 'ESL Teaching|TEFL|TESOL|teaching English', 'Online Teaching|online tutoring',
  'Training Delivery|corporate training', 'Career Coaching', 'Technical Interviewing|technical interviews',
  'Lesson Planning|lesson plans', 'E-Learning Authoring|Articulate Storyline|Articulate 360|e-learning authoring',
  'Classroom Management', '~Mathematics|?maths|teaching maths|teaching mathematics', 'Teacher Training|training teachers|CELTA|DELTA',
  // Languages.
  '~Arabic|fluent in Arabic|Arabic speaker', '~Swahili|Kiswahili|fluent in Swahili', '~Mandarin|Mandarin Chinese|fluent in Mandarin',
  '~Japanese|fluent in Japanese|Japanese speaker', '~Italian|fluent in Italian|Italian speaker', '~Dutch|fluent in Dutch|Dutch speaker',
  '~Russian|fluent in Russian|Russian speaker', '~Hindi|fluent in Hindi', '~Yoruba|fluent in Yoruba', '~Hausa|fluent in Hausa',
  '~Igbo|fluent in Igbo', '~Amharic|fluent in Amharic', '~Korean|fluent in Korean', '~Turkish|fluent in Turkish',
  '~Polish|fluent in Polish|Polish speaker', '~Zulu|isiZulu|fluent in Zulu', '~Afrikaans|fluent in Afrikaans',
  'Translation|translating documents', 'Interpreting|interpretation services',
];
