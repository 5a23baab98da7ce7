import { Activity, CircleCheckBig, CircleX, Timer } from 'lucide-react';
import { StatCounters } from '../../../components/stat-counters';
import { durationText } from './xero-calls';
import type { ReplyOf } from '../../../lib/api';

type Stats = ReplyOf<'GET /api/xero/logs/stats'>;

type CallCountersProps = {
  stats: Stats | undefined;
  /** The debug page's Statistics tab names them Total API Calls, Successful Calls, Failed Calls. */
  labels?: 'logs' | 'debug';
};

const LABELS = {
  logs: ['Total Calls', 'Successful', 'Errors', 'Avg Response Time'],
  debug: ['Total API Calls', 'Successful Calls', 'Failed Calls', 'Avg Response Time'],
} as const;

/** The counters of 002 §2: calls, successes, failures and the average response time. */
export function CallCounters({ stats, labels = 'logs' }: CallCountersProps) {
  const [total, successful, failed, average] = LABELS[labels];
  return (
    <section aria-label="Call counts">
      <StatCounters
        loaded={stats !== undefined}
        className="grid-cols-2 lg:grid-cols-4"
        counters={[
          {
            label: total,
            value: stats?.totalCalls ?? 0,
            icon: Activity,
            tone: 'bg-slate-100 text-slate-800',
          },
          {
            label: successful,
            value: stats?.successfulCalls ?? 0,
            icon: CircleCheckBig,
            tone: 'bg-green-100 text-green-800',
          },
          { label: failed, value: stats?.failedCalls ?? 0, icon: CircleX, tone: 'bg-red-100 text-red-800' },
          {
            label: average,
            value: durationText(stats?.averageDurationMs ?? 0),
            icon: Timer,
            tone: 'bg-blue-100 text-blue-800',
          },
        ]}
      />
    </section>
  );
}
