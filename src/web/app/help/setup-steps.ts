/** One step of the setup guide (spec 002 §2 "Help and Support": 7 steps in this order). */
export type SetupStep = { title: string; text: string; link?: { to: string; label: string } };

export const SETUP_STEPS: readonly SetupStep[] = [
  {
    title: 'Add your company rate items',
    text: 'List what you charge for: labour by the hour, plant by the hour or day, materials by the tonne or load. Give each a rate and tax (GST is 10%). Switch on “Add to new projects automatically” for items you use on every job.',
    link: { to: '/settings?tab=rate-items', label: 'Open Billable Items' },
  },
  {
    title: 'Add your clients',
    text: 'Enter each client you invoice, with their email, phone and address, and the site contacts who will approve dockets for them.',
    link: { to: '/clients', label: 'Open Clients' },
  },
  {
    title: 'Create your projects',
    text: 'Create a project for each job with its name, job number and location, and assign the client. Choose whether its dockets need a foreman’s signature. Every project gets its own 6-digit project code.',
    link: { to: '/projects', label: 'Open Projects' },
  },
  {
    title: 'Set project-specific rates',
    text: 'Open a project’s Rate Items tab to add company items to it and change the rate for that job, for example a client’s negotiated rate. Workers only see the items of the project they pick, never the rates.',
    link: { to: '/projects', label: 'Open Projects' },
  },
  {
    title: 'Add your internal users',
    text: 'Invite office staff, foremen and workers by email from Settings → Users. Workers can also sign up themselves with your company code, shown on your dashboard.',
    link: { to: '/settings?tab=users', label: 'Open Users' },
  },
  {
    title: 'Assign workers to projects',
    text: 'Use Manage Team on each project to tick the workers on that job. Workers only see, and record dockets against, the projects they are assigned to.',
    link: { to: '/projects', label: 'Open Projects' },
  },
  {
    title: 'Give foremen access',
    text: 'Use Share on a project to send its code to the client’s foreman by text or email. They enter the code on the foreman dashboard and approve dockets with a signature, with no account needed. Foremen with an account can be added on the project’s Foremen tab.',
    link: { to: '/projects', label: 'Open Projects' },
  },
];
