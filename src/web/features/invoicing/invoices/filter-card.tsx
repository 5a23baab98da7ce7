import type { InvoiceFilter } from '../../../../shared/invoicing/schemas';
import { FormField } from '../../../components/form-field';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { useProjects } from '../../projects/api';
import type { DocketFilter } from '../api/get-invoice-dockets';

const INVOICE_CHOICES: { value: InvoiceFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'for-invoice', label: 'For Invoice' },
  { value: 'invoiced', label: 'Invoiced' },
];

/** A field whose long choice (a project's name) truncates instead of widening the card. */
const FIELD = 'grid min-w-0 grid-cols-1 content-start gap-1.5';

type FilterCardProps = {
  companyId: number;
  filter: DocketFilter;
  onChange: (filter: DocketFilter) => void;
};

/** The filter card of 002 §2: invoice status (all, for-invoice, invoiced) and all projects or one. */
export function FilterCard({ companyId, filter, onChange }: FilterCardProps) {
  const projects = useProjects(companyId);
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle>Filters</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id="invoice-filter" label="Invoice Status" className={FIELD}>
          {(control) => (
            <Select
              value={filter.invoice}
              onValueChange={(invoice) => onChange({ ...filter, invoice: invoice as InvoiceFilter })}
            >
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {INVOICE_CHOICES.map((choice) => (
                  <SelectItem key={choice.value} value={choice.value}>
                    {choice.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        <FormField id="project-filter" label="Project" className={FIELD}>
          {(control) => (
            <Select
              value={String(filter.projectId)}
              onValueChange={(id) => onChange({ ...filter, projectId: id === 'all' ? 'all' : Number(id) })}
            >
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">All projects</SelectItem>
                {(projects.data ?? []).map((project) => (
                  <SelectItem key={project.id} value={String(project.id)}>
                    {project.name}
                    {project.jobNumber && (
                      <span className="ml-1.5 text-sm text-ink-muted">{project.jobNumber}</span>
                    )}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      </CardContent>
    </Card>
  );
}
