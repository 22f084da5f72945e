// Held-out wording for drift that looks like the web (issue 35): button captions, cookie banners and
// notice dialogs as other sites print them. Nothing under src/ may import this file or read its words
// (src/architecture.test.ts checks that the engine imports nothing from sandbox/): the kit must meet
// them as it would meet a portal nobody here has seen, by what the page is, not by a list it was
// tuned to. Keys are the portals' own captions, compared as drift-words.ts compares them.

/** Other captions for a portal's buttons that press on: no list the kit reads has them. */
export const UNSEEN_CAPTIONS: Record<string, string[]> = {
  Continue: ['Store and go on', 'Carry on', 'Move ahead', 'Onward'],
  'Next >': ['Onward >', 'Step ahead >', 'Move along >'],
  'Save and continue': ['Store and go on', 'Keep and advance', 'Save, then onward'],
  'Save & Continue': ['Store and go on', 'Keep & advance', 'Record and move on'],
  'Get quote': ['Work out the premium', 'See the price', 'Price this risk'],
  'Get Rates': ['Work Out Premium', 'Show Pricing', 'Run the Numbers'],
  'Get Quote': ['Work Out Premium', 'Show My Price', 'Price This Risk'],
  Rate: ['Run Rating', 'Work Out Premium', 'Price It Up'],
  'Sign in': ['Enter the portal', 'Access my desk', 'Open my account'],
  'Sign In': ['Enter The Portal', 'Access My Desk', 'Open My Account'],
  'Log In': ['Enter The Portal', 'Access My Desk', 'Open My Account'],
};

/** A cookie banner's words: what it says, the caption that takes the cookies, the one that does not. */
export interface BannerWords {
  text: string;
  accept: string;
  other: string;
}

export const BANNERS: BannerWords[] = [
  {
    text: 'We use cookies to keep you signed in, remember your preferences and understand how the portal is used.',
    accept: 'Sounds good',
    other: 'Manage preferences',
  },
  {
    text: 'This site stores small files on your device to work properly and to measure traffic.',
    accept: 'Allow all',
    other: 'Cookie settings',
  },
  {
    text: 'Your privacy matters to us. We and our partners use cookies for security, analytics and service improvement.',
    accept: 'Fine by me',
    other: 'Customize choices',
  },
  {
    text: 'Cookies help us run this portal. By staying you accept our use of them.',
    accept: 'OK',
    other: 'Read the policy',
  },
];

/** A notice dialog after sign-in: a title, what it says, its button; `maintenance` when it speaks of it. */
export interface NoticeWords {
  title: string;
  text: string;
  button: string;
  maintenance: boolean;
}

export const NOTICES: NoticeWords[] = [
  {
    title: 'Scheduled maintenance',
    text: 'The portal will be unavailable on Sunday from 1:00 to 5:00 AM Central for scheduled maintenance. Save your work before then.',
    button: 'Noted',
    maintenance: true,
  },
  {
    title: 'Planned system maintenance this weekend',
    text: 'Quoting stays available until Saturday 10:00 PM; the portal is down for maintenance until Sunday 6:00 AM.',
    button: 'Understood',
    maintenance: true,
  },
  {
    title: "What's new",
    text: 'Quote letters can now be downloaded as PDF from the results page, and drafts are kept for 60 days.',
    button: 'Take me in',
    maintenance: false,
  },
  {
    title: 'Important notice for producers',
    text: 'Our underwriting guidelines for restaurants were updated on the 1st. Submissions already in progress are not affected.',
    button: 'Acknowledge',
    maintenance: false,
  },
];
