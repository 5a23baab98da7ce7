import { fullName } from '../../../../shared/people';

/** How the trail names the company and a person it changed. */
export const companySubject = (company: { id: number; name: string }) => ({
  type: 'company' as const,
  id: company.id,
  label: company.name,
});

export const userSubject = (user: { id: number; firstName: string; lastName: string | null }) => ({
  type: 'user' as const,
  id: user.id,
  label: fullName(user),
});
