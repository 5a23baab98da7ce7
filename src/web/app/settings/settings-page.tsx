import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { can } from '../../../shared/roles';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useAuth } from '../../features/auth/api';
import { AccessRestricted } from '../../components/access-restricted';
import { CompanyTab } from '../../features/company/company-tab';
import { ExportTab } from '../../features/company/export/export-tab';
import { ProfileTab } from '../../features/auth/profile/profile-tab';
import { RateItemsTab } from '../../features/projects/rate-items/rate-items-tab';
import { chosenTab, settingsTabs, type SettingsTab } from './settings-tabs';
import { UsersTab } from '../../features/company/people/users-tab';
import { VersionsTab } from '../../features/system/versions/versions-tab';
import { XeroTab } from '../../features/xero/settings/xero-tab';

/** /settings (spec 002 §2): the company's billable items, details, users and versions. */
export default function SettingsPage() {
  const { user, company } = useAuth();
  const [params, setParams] = useSearchParams();
  if (!user || !company) return null;
  if (!can(user.role, 'settings.open'))
    return (
      <AccessRestricted message="Only administrators, office staff, and foremen can access company settings." />
    );

  const tabs = settingsTabs(user.role, company.accountingSoftware);
  const active = chosenTab(tabs, params.get('tab'));
  const panels: Record<SettingsTab, () => ReactNode> = {
    'rate-items': () => (
      <RateItemsTab companyId={company.id} manages={can(user.role, 'companyRateItems.manage')} />
    ),
    company: () => <CompanyTab companyId={company.id} role={user.role} />,
    users: () => <UsersTab user={user} company={company} />,
    xero: () => <XeroTab />,
    versions: () => <VersionsTab timeZone={company.timeZone} />,
    export: () => <ExportTab companyId={company.id} timeZone={company.timeZone} />,
    profile: () => <ProfileTab user={user} />,
  };

  return (
    <main className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <div className="grid gap-1.5">
        <p className="text-xs font-bold tracking-widest text-brand-text uppercase">{company.name}</p>
        <h1 className="text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl">Settings</h1>
        <p className="text-base text-ink-muted">
          {can(user.role, 'company.update')
            ? 'Billable items, company details and the people who use SiteDockets.'
            : 'Your company’s billable items, details and team, and your own profile.'}
        </p>
      </div>
      <Tabs value={active} onValueChange={(tab) => setParams({ tab }, { replace: true })}>
        <TabsList
          aria-label="Settings sections"
          className="grid grid-cols-2 sm:flex sm:w-fit [&>*:last-child:nth-child(odd)]:col-span-2"
        >
          {tabs.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="sm:flex-none sm:px-5">
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value }) => (
          <TabsContent key={value} value={value} className="mt-6">
            {panels[value]()}
          </TabsContent>
        ))}
      </Tabs>
    </main>
  );
}
