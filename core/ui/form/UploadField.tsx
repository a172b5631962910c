import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../i18n/i18n';
import { checkImageFile, MAX_IMAGE_BYTES, type CheckedImage } from './checkImageFile';
import './UploadField.css';

/** §9: at most 3 images. */
const DEFAULT_MAX_FILES = 3;

export interface UploadFieldProps {
  label: string;
  /** The images chosen so far. */
  value: readonly CheckedImage[];
  onChange: (images: CheckedImage[]) => void;
  maxFiles?: number;
  maxBytes?: number;
  /** A failure the form adds, already translated (e.g. a proof image is required). */
  error?: string | null;
  disabled?: boolean;
}

/**
 * An image upload (withdrawal proof, feedback): PNG or JPG checked by content, size and pixels and
 * drawn again before anything is sent, a count limit, and a preview of each image with a button
 * to remove it.
 */
export function UploadField({
  label,
  value,
  onChange,
  maxFiles = DEFAULT_MAX_FILES,
  maxBytes = MAX_IMAGE_BYTES,
  error,
  disabled,
}: UploadFieldProps) {
  const { t } = useTranslation(MEMBER_NS);
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);
  // Decoding and drawing a big photo again takes a moment: the picker says it is busy meanwhile.
  const [checking, setChecking] = useState(false);
  const maxMb = Math.round((maxBytes / 1024 / 1024) * 10) / 10;

  const add = async (files: File[]) => {
    if (files.length === 0) return;
    if (value.length + files.length > maxFiles) {
      setProblems([t('upload.too_many_files', { max: maxFiles })]);
      return;
    }
    setChecking(true);
    const checks = await Promise.all(files.map((file) => checkImageFile(file, { maxBytes })));
    setChecking(false);
    setProblems(
      checks.flatMap((check) => (check.ok ? [] : [t(check.problem.key, check.problem.values)])),
    );
    const accepted = checks.flatMap((check) => (check.ok ? [check.image] : []));
    if (accepted.length > 0) onChange([...value, ...accepted]);
  };

  const shown = error ? [error, ...problems] : problems;
  const describedBy = `${id}-hint${shown.length > 0 ? ` ${id}-error` : ''}`;
  return (
    <div className="wl-field wl-upload">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        multiple={maxFiles > 1}
        disabled={disabled || value.length >= maxFiles}
        aria-invalid={shown.length > 0 ? true : undefined}
        aria-busy={checking || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // emptied, so choosing the same file again (after removing it) is a change too
          event.target.value = '';
          void add(files);
        }}
      />
      <p id={`${id}-hint`} className="wl-field__hint">
        {t('upload.hint', { maxMb, max: maxFiles })}
      </p>
      {shown.length > 0 && (
        <div id={`${id}-error`} className="wl-field__error" role="alert">
          {shown.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      )}
      {value.length > 0 && (
        <ul className="wl-upload__previews">
          {value.map((image, index) => (
            <li key={`${index}-${image.name}`}>
              <img
                className="wl-upload__image"
                src={image.dataUrl}
                alt={t('upload.preview', { name: image.name })}
              />
              <button
                type="button"
                className="wl-upload__remove"
                aria-label={t('upload.remove', { name: image.name })}
                disabled={disabled}
                onClick={() => {
                  setProblems([]);
                  onChange(value.filter((_, other) => other !== index));
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
