import { Link } from 'react-router-dom';
import { CenteredMessage, paths } from 'shared';
import { useMessages } from '../i18n';

export function NotFound() {
  const t = useMessages();
  return (
    <CenteredMessage>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to={paths.home}>{t('takeMeHome')}</Link>
    </CenteredMessage>
  );
}
