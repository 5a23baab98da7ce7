import {
  Activity,
  Bug,
  Building2,
  CalendarDays,
  ChartColumn,
  CircleHelp,
  ClipboardList,
  Clock,
  CreditCard,
  FileStack,
  FolderKanban,
  LayoutDashboard,
  Mail,
  Receipt,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  '/dashboard': LayoutDashboard,
  '/entries': CalendarDays,
  '/timesheets': ClipboardList,
  '/projects': FolderKanban,
  '/clients': Building2,
  '/invoices': Receipt,
  '/timesheets-payroll': Clock,
  '/reports': ChartColumn,
  '/workers': Users,
  '/admin/email-logs': Mail,
  '/admin/xero-logs': Activity,
  '/admin/invoicing': FileStack,
  '/admin/xero-debug': Bug,
  '/settings': Settings,
  '/billing': CreditCard,
  '/help': CircleHelp,
};

/** The icon shown next to a navigation item. */
export const navIcon = (path: string): LucideIcon => ICONS[path] ?? LayoutDashboard;
