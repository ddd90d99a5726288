/**
 * Identity verification in the players' languages (ADR 034): the panel (shared's status texts, the
 * wallet's NIC ending and the date it was sent, in the language's own date format) and the dialog
 * with its photo fields in English, Sinhala and Tamil, switched without a reload or a remount.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, type Language } from 'shared';
import { datesLikeChromiumEachTest, describeInLanguages } from 'shared/testing';
import { fakeObjectUrls, photo, renderIdentity, signInBeforeEach, identityState, stubIdentity, tooLarge } from './identity-harness';

interface IdentityWords {
  title: string;
  underReview: string;
  details: string;
  action: string;
  nic: string;
  fullName: string;
  front: string;
  back: string;
  noPhoto: string;
  choose: string;
  change: string;
  tooLarge: string;
  submit: string;
  submitted: string;
}

const expected: Record<Language, IdentityWords> = {
  en: {
    title: 'Identity verification',
    underReview: 'Under review',
    details: 'NIC ending 123V · sent on 23 Nov 2026',
    action: 'Verify your identity',
    nic: 'NIC number',
    fullName: 'Full name as on your NIC',
    front: 'Photo of the front of your NIC',
    back: 'Photo of the back of your NIC',
    noPhoto: 'No photo chosen',
    choose: 'Choose',
    change: 'Change',
    tooLarge: 'Each photo must be at most 5 MB.',
    submit: 'Send for review',
    submitted: 'Thank you. Your identity documents are under review.',
  },
  si: {
    title: 'අනන්‍යතා සත්‍යාපනය',
    underReview: 'සමාලෝචනය වෙමින්',
    details: '123V න් අවසන් වන NIC · 2026 ඉල් 23 දින යවන ලදී',
    action: 'ඔබගේ අනන්‍යතාවය සත්‍යාපනය කරන්න',
    nic: 'NIC අංකය',
    fullName: 'ඔබගේ NIC හි ඇති පරිදි සම්පූර්ණ නම',
    front: 'ඔබගේ NIC හි ඉදිරිපස ඡායාරූපය',
    back: 'ඔබගේ NIC හි පිටුපස ඡායාරූපය',
    noPhoto: 'ඡායාරූපයක් තෝරා නැත',
    choose: 'තෝරන්න',
    change: 'වෙනස් කරන්න',
    tooLarge: 'සෑම ඡායාරූපයක්ම උපරිම 5 MB විය යුතුය.',
    submit: 'සමාලෝචනය සඳහා යවන්න',
    submitted: 'ස්තූතියි. ඔබගේ අනන්‍යතා ලේඛන සමාලෝචනය වෙමින් පවතී.',
  },
  ta: {
    title: 'அடையாளச் சரிபார்ப்பு',
    underReview: 'மதிப்பாய்வில் உள்ளது',
    details: '123V இல் முடியும் NIC · 23 நவ., 2026 அன்று அனுப்பப்பட்டது',
    action: 'உங்கள் அடையாளத்தைச் சரிபார்க்கவும்',
    nic: 'NIC எண்',
    fullName: 'உங்கள் NIC-இல் உள்ளபடி முழுப் பெயர்',
    front: 'உங்கள் NIC-இன் முன்பக்கப் புகைப்படம்',
    back: 'உங்கள் NIC-இன் பின்பக்கப் புகைப்படம்',
    noPhoto: 'புகைப்படம் தேர்ந்தெடுக்கப்படவில்லை',
    choose: 'தேர்ந்தெடு',
    change: 'மாற்று',
    tooLarge: 'ஒவ்வொரு புகைப்படமும் அதிகபட்சம் 5 MB ஆக இருக்க வேண்டும்.',
    submit: 'மதிப்பாய்வுக்கு அனுப்பு',
    submitted: 'நன்றி. உங்கள் அடையாள ஆவணங்கள் மதிப்பாய்வில் உள்ளன.',
  },
};

signInBeforeEach();
fakeObjectUrls();
// Sinhala dates as a Chromium page shows them: its ICU has none of its own.
datesLikeChromiumEachTest();
// Each test types a whole form as a person does.
jest.setTimeout(20_000);

describeInLanguages('identity verification in %s', expected, (language, words) => {
  it('shows a request under review with the NIC ending and the day it was sent in that language', async () => {
    act(() => setLanguage(language));
    stubIdentity({ read: { status: 200, body: identityState('under_review', { submittedAt: '2026-11-23T08:00:00Z' }) } });
    await act(async () => renderIdentity());
    const region = await screen.findByRole('region', { name: words.title });
    expect(await within(region).findByText(words.underReview)).toBeInTheDocument();
    expect(region).toHaveTextContent(words.details);
  });

  it('asks for the NIC and its photos in that language, refuses a photo too large in it, and confirms a submission', async () => {
    act(() => setLanguage(language));
    stubIdentity();
    const user = userEvent.setup();
    await act(async () => renderIdentity());
    await user.click(await screen.findByRole('button', { name: words.action }));
    const dialog = await screen.findByRole('dialog', { name: words.action });
    expect(within(dialog).getByLabelText(words.nic)).toHaveFocus();
    expect(within(dialog).getAllByText(words.noPhoto)).toHaveLength(2);
    expect(within(dialog).getAllByText(words.choose)).toHaveLength(2);

    await user.upload(within(dialog).getByLabelText(words.front), tooLarge());
    await user.click(within(dialog).getByRole('button', { name: words.submit }));
    expect(within(dialog).getByLabelText(words.front)).toHaveAccessibleDescription(expect.stringContaining(words.tooLarge));
    expect(within(dialog).getByText(words.change)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(words.nic), '199012345678');
    await user.type(within(dialog).getByLabelText(words.fullName), 'Nimal Perera');
    await user.upload(within(dialog).getByLabelText(words.front), photo('front.jpg'));
    await user.upload(within(dialog).getByLabelText(words.back), photo('back.png', 'image/png'));
    await user.click(within(dialog).getByRole('button', { name: words.submit }));
    expect(await screen.findByText(words.submitted)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

it('switches the panel and the open dialog without remounting them or losing the chosen photo', async () => {
  stubIdentity({ read: { status: 200, body: identityState('rejected', { rejectionReason: 'Blurred photo.' }) } });
  const user = userEvent.setup();
  await act(async () => renderIdentity());
  const heading = await screen.findByRole('heading', { name: expected.en.title });
  await user.click(await screen.findByRole('button', { name: expected.en.action }));
  await screen.findByRole('dialog', { name: expected.en.action });
  await user.upload(screen.getByLabelText(expected.en.front), photo('front.jpg'));

  act(() => setLanguage('si'));
  const dialog = await screen.findByRole('dialog', { name: expected.si.action });
  expect(within(dialog).getByText('front.jpg')).toBeInTheDocument();
  expect(within(dialog).getByText(expected.si.change)).toBeInTheDocument();
  expect(within(dialog).getByText(expected.si.noPhoto)).toBeInTheDocument();

  act(() => setLanguage('ta'));
  expect(await screen.findByRole('dialog', { name: expected.ta.action })).toBeInTheDocument();
  // The same heading, its words changed: nothing was mounted again.
  expect(screen.getByRole('heading', { name: expected.ta.title })).toBe(heading);
  expect(screen.getByRole('region', { name: expected.ta.title })).toHaveTextContent('காரணம்: Blurred photo.');
});
