import { Building2 } from 'lucide-react';
import { DeleteButton, EditButton } from '../../components/row-buttons';
import { Button } from '../../components/ui/button';
import type { Client } from './api/get-clients';
import { ClientDetails, countsText } from './client-details';

type ClientCardProps = {
  client: Client;
  onView: (client: Client) => void;
  /** Edit and delete are for admin and office (spec 002 §6). */
  onEdit?: (client: Client) => void;
  onDelete?: (client: Client) => void;
};

export function ClientCard({ client, onView, onEdit, onDelete }: ClientCardProps) {
  const titleId = `client-${client.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-card border border-line bg-surface shadow-sm"
    >
      <div className="flex items-start gap-3 p-4 sm:p-5">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-text">
          <Building2 aria-hidden="true" className="size-5" />
        </span>
        <div className="grid min-w-0 gap-0.5">
          <h2 id={titleId} className="text-lg leading-snug font-bold break-words">
            {client.name}
          </h2>
          <p className="text-sm font-medium text-ink-muted">{countsText(client)}</p>
        </div>
      </div>
      <ClientDetails client={client} className="grid flex-1 content-start gap-2 px-4 pb-4 text-sm sm:px-5" />
      <div className="flex items-center gap-2 border-t border-line px-4 py-3 sm:px-5">
        <Button variant="outline" size="sm" className="flex-1 sm:flex-none" onClick={() => onView(client)}>
          View
          <span className="sr-only"> {client.name}</span>
        </Button>
        <span className="flex-1 max-sm:hidden" />
        {onEdit && <EditButton name={client.name} onClick={() => onEdit(client)} />}
        {onDelete && <DeleteButton name={client.name} onClick={() => onDelete(client)} />}
      </div>
    </article>
  );
}
