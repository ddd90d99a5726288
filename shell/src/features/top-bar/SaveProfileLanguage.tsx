import { useEffect, useRef } from 'react';
import type { Language } from 'shared';
import { useSaveProfileLanguage } from './api/save-profile-language';

/**
 * Sends the page's language to the profile while it differs (ProfileLanguage unmounts this once the
 * saved profile agrees): one save at a time, a language chosen meanwhile sent once this one is done.
 */
export default function SaveProfileLanguage({ language, onFailed }: { language: Language; onFailed: (language: Language) => void }) {
  const save = useSaveProfileLanguage();
  const sent = useRef<Language | null>(null);
  const reportFailure = useRef(onFailed);
  reportFailure.current = onFailed;

  useEffect(() => {
    if (save.busy || sent.current === language) return;
    sent.current = language;
    void save.run(language).then((saved) => {
      if (!saved) reportFailure.current(language);
    });
  }, [language, save]);
  return null;
}
