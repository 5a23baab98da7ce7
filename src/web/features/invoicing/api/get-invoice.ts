import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

export const getInvoiceQuery = (id: number) => apiQuery('GET /api/invoices/:id', { params: { id } });

/** One invoice with its contact's e-mail (the list has no addresses); read while `enabled`. */
export const useInvoice = (id: number, enabled: boolean) => useQuery({ ...getInvoiceQuery(id), enabled });
