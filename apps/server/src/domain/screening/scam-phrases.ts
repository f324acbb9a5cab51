/**
 * The words of the scams remote job seekers meet most, in Lagos, Nairobi and Accra as anywhere: fees to apply or
 * train, payment by gift card or crypto, interviews moved to messaging apps. Job posts are screened with them
 * (features/job-posting) and so are messages to seekers (features/conversations), which also hold requests for the
 * identity and bank numbers fraudsters use (BVN, NIN, account numbers).
 */
export const scamPhrases: [RegExp, string][] = [
  [
    /\b(application|registration|processing|onboarding|admin(istration)?|placement|security)\s+fees?\b/i,
    'asks for a fee',
  ],
  [
    /\b(you|candidates?|applicants?|hires?)\s+(must\s+|will\s+|need\s+to\s+|are\s+required\s+to\s+|have\s+to\s+)?(pay|deposit|purchase|buy)\b[^.]{0,40}\b(training|equipment|starter\s+kit|laptop|software|visa|background\s+check|fee)/i,
    'asks the candidate to pay for training, equipment or checks',
  ],
  [
    /\b(training|equipment|starter\s+kit|certification)\s+(fee|deposit|payment)s?\b/i,
    'asks the candidate to pay for training, equipment or checks',
  ],
  [
    /\b(gift\s*cards?|western\s+union|moneygram|bitcoin|crypto(currency)?\s+payment|wire\s+the\s+money)\b/i,
    'mentions payment by gift card, money transfer or crypto',
  ],
  [/\b(whats\s*app|telegram|signal\s+app|wechat|viber|google\s+hangouts|kik)\b/i, 'moves contact to a messaging app'],
  [/\b(text|message)\s+(me|us)\s+(on|at|via)\b/i, 'moves contact to a private message'],
  [
    /\b(no\s+experience\s+(needed|required)[^.]{0,60}\$\s?\d{3,}\s*(\/|per)\s*(day|hour))\b/i,
    'promises high pay for no experience',
  ],
  [/\b(guaranteed\s+income|earn\s+\$?\d[\d,]*\s+(a|per)\s+(day|week)\s+from\s+home)\b/i, 'promises guaranteed income'],
];

/** What only a message to a seeker is screened for: their identity and bank details, or being reached elsewhere only. */
export const messageOnlyPhrases: [RegExp, string][] = [
  [
    /\b(bvn|nin|bank\s+verification\s+number|national\s+identi(ty|fication)\s+number)\b/i,
    'asks for an identity or bank number',
  ],
  [
    /\b(bank\s+(account|details|login)|account\s+number|sort\s+code|routing\s+number|card\s+number|cvv|pin\s+code)\b/i,
    'asks for bank or card details',
  ],
  [/\b(pay|send|transfer)\b[^.]{0,40}\b(fee|deposit|naira|cedis|shillings|\$|usd|money)\b/i, 'asks the seeker to pay'],
  [
    /\b(only|exclusively)\s+(on|via|through)\s+(whats\s*app|telegram|signal|wechat|viber)\b/i,
    'moves the conversation off Orbit Jobs',
  ],
];

/** The reasons a message is held: each phrase family it matches, once. */
export function messageHoldReasons(text: string): string[] {
  const reasons = new Set<string>();
  for (const [pattern, what] of [...scamPhrases, ...messageOnlyPhrases]) if (pattern.test(text)) reasons.add(what);
  return [...reasons];
}
