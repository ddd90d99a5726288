import { useEffect } from 'react';
import { useProfile } from 'shared/queries';
import type { ContactMessage } from '../api/send-contact-message';

/**
 * What the signed-in player's profile (shared/queries' one read of it) says of the contact form's
 * fields: the names and the e-mail. The profile read carries no mobile number, so the phone stays
 * the player's to type. Loaded only when signed in: a visitor's page never brings the data layer.
 */
export function ProfilePrefill({ onKnown }: { onKnown: (known: Partial<ContactMessage>) => void }) {
  const { profile } = useProfile();
  useEffect(() => {
    if (profile) onKnown({ firstName: profile.firstName, lastName: profile.lastName, email: profile.email });
  }, [profile, onKnown]);
  return null;
}
