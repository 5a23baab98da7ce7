import { Camera, Paperclip } from 'lucide-react';
import type { ChangeEvent, ReactNode } from 'react';
import { ACCEPT_ATTRIBUTE } from '../../../../shared/dockets/attachments/limits';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

type AttachButtonsProps = {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** The refusal of the last choice (too large, too many, the phone full), shown under the buttons. */
  refused?: string | null;
};

/** A file input dressed as a big button: a label, so a tap anywhere on it opens the picker. */
function PickerButton({
  icon,
  label,
  disabled,
  input,
}: {
  icon: ReactNode;
  label: string;
  disabled: boolean;
  input: ReactNode;
}) {
  return (
    <label
      className={cn(
        buttonVariants({
          variant: 'outline',
          size: 'lg',
          className: 'cursor-pointer px-3 whitespace-nowrap',
        }),
        'has-focus-visible:ring-2 has-focus-visible:ring-brand has-focus-visible:ring-offset-2',
        disabled && 'pointer-events-none opacity-50',
      )}
    >
      {icon}
      {label}
      {input}
    </label>
  );
}

/**
 * 'Take photo' (the phone's back camera) and 'Add file' (photos and PDFs, several at once), side
 * by side and full width on a phone (issue 28). The choice is handed on; the input is cleared so the
 * same file may be chosen again.
 */
export function AttachButtons({ onFiles, disabled = false, refused = null }: AttachButtonsProps) {
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <div className="grid gap-2">
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <PickerButton
          icon={<Camera aria-hidden="true" />}
          label="Take photo"
          disabled={disabled}
          input={
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              disabled={disabled}
              onChange={pick}
              data-testid="attach-take-photo"
            />
          }
        />
        <PickerButton
          icon={<Paperclip aria-hidden="true" />}
          label="Add file"
          disabled={disabled}
          input={
            <input
              type="file"
              multiple
              accept={ACCEPT_ATTRIBUTE}
              className="sr-only"
              disabled={disabled}
              onChange={pick}
              data-testid="attach-add-file"
            />
          }
        />
      </div>
      {refused && (
        <p role="alert" className="text-sm font-semibold text-danger-hover">
          {refused}
        </p>
      )}
    </div>
  );
}
