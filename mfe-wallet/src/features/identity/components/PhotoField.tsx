import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { tokens, useSharedMessages } from 'shared';
import { IDENTITY_PHOTO_ACCEPT, isIdentityPhotoType } from 'contract/identity';
import { useMessages } from '../../../i18n';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
`;

const Label = styled.label`
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.medium};
  color: ${tokens.color.textMuted};
`;

/** The whole box opens the picker: the file input covers it, transparent, and keeps the focus ring. */
const Picker = styled.div<{ $invalid: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  min-height: 72px;
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radius.md};
  border: 1px dashed ${({ $invalid }) => ($invalid ? tokens.color.danger : tokens.color.border)};
  background: ${tokens.color.background};
  &:hover {
    border-color: ${tokens.color.textMuted};
  }
  &:focus-within {
    border-color: ${tokens.color.focus};
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    cursor: pointer;
  }
`;

const Thumbnail = styled.img`
  flex: none;
  width: 56px;
  height: 56px;
  object-fit: cover;
  border-radius: ${tokens.radius.sm};
  border: 1px solid ${tokens.color.border};
`;

const Placeholder = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.surfaceRaised};
  color: ${tokens.color.textMuted};
`;

const Chosen = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${tokens.font.size.sm};
`;

const Action = styled.span`
  flex: none;
  color: ${tokens.color.primary};
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.bold};
`;

const FieldError = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.danger};
`;

/** A card outline with a photo and two lines: what the picker asks for. */
function CardIcon() {
  return (
    <svg width="32" height="24" viewBox="0 0 32 24" fill="none" stroke="currentColor" strokeWidth="1.5">
      <rect x="1" y="1" width="30" height="22" rx="3" />
      <circle cx="10" cy="10" r="3" />
      <path d="M5 18c1-3 3-4 5-4s4 1 5 4M19 9h8M19 14h6" strokeLinecap="round" />
    </svg>
  );
}

/** A local address for the chosen photo, revoked when the photo changes or the field goes. */
function usePreviewUrl(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file || !isIdentityPhotoType(file.type)) return;
    const url = URL.createObjectURL(file);
    setPreview({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return preview?.file === file ? preview.url : null;
}

/**
 * A card photo: a labelled file input named after the form field, the photo's name and a small
 * preview once chosen, the shared hint and the field's own error read with it.
 */
export function PhotoField({
  name,
  label,
  file,
  error,
  hintId,
  onChange,
}: {
  name: string;
  label: string;
  file: File | null;
  error: string | undefined;
  /** The id of the hint both photos share. */
  hintId: string;
  onChange: (file: File) => void;
}) {
  const t = useMessages();
  const localize = useSharedMessages();
  const id = useId();
  const preview = usePreviewUrl(file);
  const describedBy = [hintId, `${id}-chosen`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Picker $invalid={Boolean(error)}>
        {preview ? (
          <Thumbnail src={preview} alt="" />
        ) : (
          <Placeholder aria-hidden="true">
            <CardIcon />
          </Placeholder>
        )}
        <Chosen id={`${id}-chosen`}>{file ? file.name : t('photo.none')}</Chosen>
        <Action aria-hidden="true">{file ? t('photo.change') : t('photo.choose')}</Action>
        <input
          id={id}
          type="file"
          name={name}
          accept={IDENTITY_PHOTO_ACCEPT}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          // A cancelled picker reports no file: the photo chosen before stays.
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) onChange(chosen);
          }}
        />
      </Picker>
      {/* The photo's problem is one of shared's texts (identityMessages). */}
      {error ? <FieldError id={`${id}-error`}>{localize(error)}</FieldError> : null}
    </Field>
  );
}
