/**
 * The seeker's current employer, as their profile states it, to offer as a one-click entry of their hidden companies
 * (the company they most need to stay unseen by). The profile keeps no work history — no employer, no dated roles —
 * and resume reading keeps only the latest title, so the words the seeker wrote about themselves are all there is:
 *
 * - the title: "Backend Engineer at Paystack", "Designer @ Kuda (Remote)";
 * - else the bio, where it says what holds now: "currently at Flutterwave", "I work for Andela as…",
 *   "now working with MTN Ghana", "I'm at Moniepoint". A past employer ("previously at", "I worked at") is not one.
 *
 * The name is taken as written: words starting with a capital or a digit ("Safaricom", "M-KOPA", "54gene"), up to
 * five. Nothing is offered when nothing reads that way, or when the company is already on the list — a wrong guess
 * presented as "your current employer" would be worse than none.
 */

const companyWord = String.raw`[\p{Lu}\d][\p{L}\d&.'’+-]*`;
/** A name: capitalised words, "&" or "and" may join two ("Procter & Gamble"). */
const companyName = new RegExp(String.raw`^(${companyWord}(?:\s+(?:&\s+|and\s+)?${companyWord}){0,4})`, 'u');

/** What says "this holds now" before the company in a bio; the name follows the match. */
const presentLeads = [
  /\b(?:currently|presently|now|today)\s*,?\s+(?:working\s+|employed\s+|based\s+)?(?:as\s+an?\s+[^.,;:!?]{1,60}?\s+)?(?:at|with|for|in)\s+/giu,
  /\bI\s+(?:currently\s+|now\s+)?work\s+(?:as\s+an?\s+[^.,;:!?]{1,60}?\s+)?(?:at|for|with)\s+/giu,
  /\bI(?:['’]m|\s+am)\s+(?:currently\s+|now\s+)?(?:working\s+)?(?:as\s+an?\s+[^.,;:!?]{1,60}?\s+)?(?:at|with)\s+/giu,
];

/** Words a capitalised phrase after "at" often is that are not a company. */
const notCompanies = new Set(['home', 'present', 'night', 'i', 'a', 'an', 'the', 'remote', 'work']);

function tidy(name: string): string | null {
  const cleaned = name
    .replace(/\s*[([].*$/, '')
    .replace(/[\s.,;:!?'’-]+$/, '')
    .trim();
  if (cleaned.length < 2 || cleaned.length > 80 || notCompanies.has(cleaned.toLowerCase())) return null;
  return cleaned;
}

function companyAfter(text: string): string | null {
  // The name ends with its sentence or clause: "MTN Ghana. Before that…" is MTN Ghana.
  const clause = text.split(/[.!?;:,](?:\s|$)/u)[0] ?? '';
  const match = companyName.exec(clause);
  return match ? tidy(match[1]!) : null;
}

/** "Backend Engineer at Paystack" → "Paystack"; the part after the last " at " or " @ " of the title. */
function fromTitle(title: string): string | null {
  const match = /^(.+?)\s+(?:at|@)\s+(.+)$/iu.exec(title.trim());
  if (!match) return null;
  return companyAfter(match[2]!.trim());
}

function fromBio(bio: string): string | null {
  for (const lead of presentLeads) {
    lead.lastIndex = 0;
    for (let found = lead.exec(bio); found; found = lead.exec(bio)) {
      const company = companyAfter(bio.slice(found.index + found[0].length));
      if (company) return company;
    }
  }
  return null;
}

/** The current employer to suggest, or null (none stated, or already hidden from). */
export function currentEmployerSuggestion(
  profile: { title: string; bio: string },
  hiddenFromCompanies: readonly string[],
): string | null {
  const company = fromTitle(profile.title) ?? fromBio(profile.bio);
  if (!company) return null;
  const already = hiddenFromCompanies.some((entry) => entry.trim().toLowerCase() === company.toLowerCase());
  return already ? null : company;
}
