import { FileText, X } from 'lucide-react';
import { useState } from 'react';
import { MAX_CAPTION } from '../../../../shared/dockets/attachments/limits';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { AttachButtons } from './attach-buttons';
import { admitFiles, isPicture, type HeldFile } from './held-files';
import { BlobImage } from './blob-image';

function HeldTile({
  held,
  onCaption,
  onRemove,
}: {
  held: HeldFile;
  onCaption: (caption: string) => void;
  onRemove: () => void;
}) {
  const picture = isPicture(held.file);
  return (
    <li
      className="grid min-w-0 grid-cols-1 content-start gap-1"
      data-testid="attachment-tile"
      data-state="waiting"
    >
      <div className="relative aspect-square overflow-hidden rounded-lg border border-line bg-surface-muted">
        {picture ? (
          <BlobImage
            blob={held.file}
            alt={held.caption || held.file.name}
            className="size-full object-cover"
          />
        ) : (
          <span className="flex size-full flex-col items-center justify-center gap-1 p-2 text-center">
            <FileText aria-hidden="true" className="size-8 text-ink-muted" />
            <span className="line-clamp-3 text-xs font-semibold break-all">{held.file.name}</span>
          </span>
        )}
        <Button
          type="button"
          variant="secondary"
          size="icon"
          className="absolute top-1 right-1 bg-night/80"
          aria-label={`Remove ${held.file.name}`}
          onClick={onRemove}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <Input
        aria-label={`Caption for ${held.file.name}`}
        placeholder="Caption"
        value={held.caption}
        maxLength={MAX_CAPTION}
        onChange={(event) => onCaption(event.target.value)}
        className="h-10 px-2 text-sm sm:text-sm"
      />
    </li>
  );
}

let heldCount = 0;
const newHeldId = () => `held-${Date.now()}-${++heldCount}`;

/**
 * Photos and files chosen on a docket not saved yet (issue 28): thumbnails with a caption field and
 * ✕ each, and Take photo / Add file. They stay in the form until its save gives the docket an id.
 */
export function HeldFilesField({
  held,
  onChange,
  disabled = false,
}: {
  held: readonly HeldFile[];
  onChange: (held: HeldFile[]) => void;
  disabled?: boolean;
}) {
  const [refused, setRefused] = useState<string | null>(null);
  const add = (files: File[]) => {
    const { admitted, refused: left } = admitFiles(held.length, files, newHeldId);
    setRefused(left);
    onChange([...held, ...admitted]);
  };
  return (
    <div className="grid gap-3">
      {held.length > 0 && (
        <ul
          className="grid grid-cols-3 gap-2 sm:grid-cols-4"
          data-testid="attachment-gallery"
          aria-label="Photos and files to add"
        >
          {held.map((one) => (
            <HeldTile
              key={one.id}
              held={one}
              onCaption={(caption) => onChange(held.map((h) => (h.id === one.id ? { ...h, caption } : h)))}
              onRemove={() => onChange(held.filter((h) => h.id !== one.id))}
            />
          ))}
        </ul>
      )}
      <AttachButtons onFiles={add} disabled={disabled} refused={refused} />
    </div>
  );
}
