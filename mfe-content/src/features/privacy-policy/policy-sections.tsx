import type { ReactNode } from 'react';
import { productName } from 'shared';

export interface PolicySection {
  id: string;
  title: string;
  body: (support: { email: string; phone: string }) => ReactNode;
}

/** The privacy policy's 11 sections (spec §1), in plain language for this product. */
export const policySections: PolicySection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: () => (
      <p>
        {productName} is a platform of skill-based games. Registered players earn free coins in challenges and can redeem them for cash
        rewards paid by bank transfer in Sri Lankan rupees. This policy explains what we collect about you, why, and what you can ask us to
        do with it.
      </p>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: () => (
      <>
        <p>When you register: your first and last name, e-mail address, country, mobile number, date of birth and a password (stored only as a salted hash).</p>
        <p>When you play: your coin balance, the games and categories you choose, and a history of your coins.</p>
        <p>When you ask for a reward: the receiver&apos;s name, e-mail, phone and country, your bank, account number, account holder name and branch.</p>
        <p>When you contact us: what you write and how to reach you. Our servers also keep short technical logs (time, address and outcome of each request) to keep the service safe.</p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your information',
    body: () => (
      <p>
        To run your account, verify your e-mail, keep your coin balance, pay the rewards you ask for, answer your messages, and protect players
        and the platform against fraud and abuse. We do not sell your information and we do not use it for advertising.
      </p>
    ),
  },
  {
    id: 'coins-and-rewards',
    title: 'Coins and rewards',
    body: () => (
      <>
        <p>{productName} has no payment or purchase system: you never pay us, and coins cannot be bought.</p>
        <p>Coins have no monetary value outside the platform. They cannot be sold, transferred or exchanged anywhere else.</p>
        <p>Before a reward is paid we verify your identity with your national identity card (NIC), to make sure the money reaches the right person.</p>
      </>
    ),
  },
  {
    id: 'minimum-age',
    title: 'Minimum age',
    body: () => <p>You must be at least 16 years old to register. We do not knowingly keep information about anyone younger; if we learn of it, we delete the account.</p>,
  },
  {
    id: 'sharing',
    title: 'Sharing your information',
    body: () => (
      <p>
        We share only what is needed: with the banks that carry your reward transfer, with service providers that host our systems and send
        our e-mail (bound by contract to use it only for us), and with authorities when the law requires it. Nothing else leaves {productName}.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: () => (
      <p>
        We keep your account information while your account is open. Records of rewards paid are kept for as long as tax and anti-fraud
        rules require. Technical logs are deleted after 90 days.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: () => (
      <>
        <p>You can ask us at any time to:</p>
        <ul>
          <li>give you access to the information we hold about you;</li>
          <li>correct information that is wrong or incomplete;</li>
          <li>delete your information, unless the law requires us to keep it;</li>
          <li>restrict how we use it while a question is being settled;</li>
          <li>stop using it for a purpose you object to.</li>
        </ul>
        <p>We answer within 30 days and never charge for it.</p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: () => (
      <p>
        Passwords are stored only as strong one-way hashes, connections are encrypted, sign-in and one-time codes are protected against
        guessing, and only the staff who pay rewards can see bank details. No system is perfectly safe; if a breach affects you, we will tell
        you without delay.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: () => <p>If we change this policy we will publish the new version here and, for important changes, tell you by e-mail before they apply.</p>,
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: ({ email, phone }) => (
      <p>
        Questions, requests about your information or complaints: write to <a href={`mailto:${email}`}>{email}</a> or call{' '}
        <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>.
      </p>
    ),
  },
];
