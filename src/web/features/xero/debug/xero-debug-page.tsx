import { useState } from 'react';
import { can } from '../../../../shared/roles';
import { AccessDenied } from '../../../components/access-denied';
import { LogPageHeader } from '../../../components/log-page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAuth } from '../../auth/api';
import { useRefreshXero } from '../logs/use-refresh-xero';
import { LogsTab } from './logs-tab';
import { StatsTab } from './stats-tab';
import { StatusTab } from './status-tab';

/** /admin/xero-debug (002 §2): the Xero connection, the latest calls and their statistics. */
export default function XeroDebugPage() {
  const { user, company } = useAuth();
  if (!user || !company) return null;
  if (!can(user.role, 'xeroLogs.read'))
    return <AccessDenied message="Only administrators and office staff can use the Xero debug dashboard." />;
  return <XeroDebug timeZone={company.timeZone} />;
}

function XeroDebug({ timeZone }: { timeZone: string }) {
  const refresh = useRefreshXero();
  const [refreshing, setRefreshing] = useState(false);
  const refreshAll = async () => {
    setRefreshing(true);
    await refresh().finally(() => setRefreshing(false));
  };
  return (
    <main className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <LogPageHeader
        title="Xero Debug"
        description="The Xero connection, the latest calls and how they went."
        refreshLabel="Refresh All"
        refreshing={refreshing}
        onRefresh={() => void refreshAll()}
      />
      <Tabs defaultValue="status">
        <TabsList>
          <TabsTrigger value="status">Status</TabsTrigger>
          <TabsTrigger value="logs">API Logs</TabsTrigger>
          <TabsTrigger value="stats">Statistics</TabsTrigger>
        </TabsList>
        <TabsContent value="status">
          <StatusTab />
        </TabsContent>
        <TabsContent value="logs">
          <LogsTab timeZone={timeZone} />
        </TabsContent>
        <TabsContent value="stats">
          <StatsTab timeZone={timeZone} />
        </TabsContent>
      </Tabs>
    </main>
  );
}
