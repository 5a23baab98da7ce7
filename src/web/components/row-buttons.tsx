import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './ui/button';

/** The pencil icon button of a row: 'Edit {name}' to screen readers. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={onClick}>
      <Pencil aria-hidden="true" />
    </Button>
  );
}

/** The red bin icon button of a row: '{verb} {name}' to screen readers. */
export function DeleteButton({
  name,
  onClick,
  verb = 'Delete',
}: {
  name: string;
  onClick: () => void;
  verb?: 'Delete' | 'Remove';
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`${verb} ${name}`}
      className="text-danger hover:bg-danger-soft"
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}
