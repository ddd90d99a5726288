import { useState } from 'react';
import styled from 'styled-components';
import { Button, Form, FormMessages, PasswordField, tokens, useFormSubmit } from 'shared';
import type { DataExportArchive, DataExportSection, DataExportState } from 'contract/schemas';
import { LoadedRead, Muted, Panel } from '../../components/ui';
import { useFormats } from '../../lib/format';
import { useMessages } from '../../i18n';
import { useDataExport, useDownloadDataExport, useRequestDataExport } from './api/data-export';

const Progress = styled.progress`
  width: 100%;
  height: ${tokens.space.sm};
  accent-color: ${tokens.color.primary};
`;

/** What the archive is collecting, as the progress line names it. */
const sectionLabel = {
  profile: 'export.section.profile',
  coinLedger: 'export.section.coinLedger',
  withdrawals: 'export.section.withdrawals',
  bankDetails: 'export.section.bankDetails',
  identity: 'export.section.identity',
  gameAttempts: 'export.section.gameAttempts',
  signIns: 'export.section.signIns',
  mails: 'export.section.mails',
  privacyRequests: 'export.section.privacyRequests',
  consents: 'export.section.consents',
  playLimits: 'export.section.playLimits',
} as const satisfies Record<DataExportSection, string>;

/**
 * "Download my data" (ADR 058): ask for an archive, watch it being built section by section, then
 * download it with the password typed again, until it is deleted 7 days later.
 */
export function DataExportPanel() {
  const t = useMessages();
  const read = useDataExport();
  return (
    <Panel aria-labelledby="export-heading">
      <h2 id="export-heading">{t('export.heading')}</h2>
      <p>{t('export.intro')}</p>
      <LoadedRead read={read} loadingText={t('export.loading')}>
        {(state) => <ArchiveState state={state} />}
      </LoadedRead>
    </Panel>
  );
}

function ArchiveState({ state }: { state: DataExportState }) {
  const { archive } = state;
  if (archive?.status === 'ready') return <ReadyArchive archive={archive} nextRequestAt={state.nextRequestAt} />;
  if (archive) return <ArchiveProgress archive={archive} />;
  return <AskForArchive nextRequestAt={state.nextRequestAt} />;
}

function NextRequest({ at }: { at: string | null }) {
  const t = useMessages();
  const { dateTime } = useFormats();
  return at ? <Muted>{t('export.nextRequest', { date: dateTime(at) })}</Muted> : null;
}

function AskForArchive({ nextRequestAt }: { nextRequestAt: string | null }) {
  const t = useMessages();
  const write = useRequestDataExport();
  return (
    <>
      <Muted>{t('export.howLong')}</Muted>
      <NextRequest at={nextRequestAt} />
      <FormMessages error={write.error} status={write.status} />
      <Button type="button" busy={write.busy} disabled={nextRequestAt !== null} onClick={() => void write.run(undefined)}>
        {t('export.ask')}
      </Button>
    </>
  );
}

function ArchiveProgress({ archive }: { archive: DataExportArchive }) {
  const t = useMessages();
  const text =
    archive.status === 'building' && archive.section
      ? t('export.collecting', { section: t(sectionLabel[archive.section]), step: archive.step, steps: archive.steps })
      : t('export.queued');
  return (
    <>
      <p role="status">{text}</p>
      <Progress max={archive.steps} value={archive.step} aria-label={t('export.progressLabel')} />
      <Muted>{t('export.canLeave')}</Muted>
    </>
  );
}

function ReadyArchive({ archive, nextRequestAt }: { archive: DataExportArchive; nextRequestAt: string | null }) {
  const t = useMessages();
  const { dateTime } = useFormats();
  const [currentPassword, setCurrentPassword] = useState('');
  const [saved, setSaved] = useState(false);
  const write = useDownloadDataExport();
  const handlers = useFormSubmit(async () => {
    setSaved(false);
    if (!(await write.run({ currentPassword }))) return;
    setCurrentPassword('');
    setSaved(true);
  });
  return (
    <>
      <p>{t('export.ready', { date: dateTime(archive.expiresAt ?? '') })}</p>
      <Form noValidate {...handlers} aria-label={t('export.downloadLabel')}>
        <PasswordField
          label={t('export.password')}
          autoComplete="current-password"
          name="currentPassword"
          value={currentPassword}
          onChange={(event: { target: { value: string } }) => {
            setSaved(false);
            write.clear();
            setCurrentPassword(event.target.value);
          }}
        />
        <Muted>{t('export.passwordWhy')}</Muted>
        <FormMessages error={write.error} status={write.status ?? (saved ? t('export.saved') : null)} />
        <Button type="submit" busy={write.busy}>
          {t('export.download')}
        </Button>
      </Form>
      <NextRequest at={nextRequestAt} />
    </>
  );
}
