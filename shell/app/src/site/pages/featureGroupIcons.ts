import {
  Bell,
  Building2,
  Calculator,
  ChartColumn,
  FileText,
  FolderOpen,
  Languages,
  LayoutDashboard,
  ListChecks,
  MessagesSquare,
  Search,
  Signature,
  Sparkles,
  Users,
  Wallet,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/**
 * The icon of each card of the features page, per group, in the order of features.groups in locales/site/*.json (a
 * test checks every language has exactly these many). Apart from the landing page's icons: they load with this page.
 */
export const FEATURE_GROUP_ICONS: readonly (readonly LucideIcon[])[] = [
  [Building2, Users, Wrench, Search],
  [FileText, Signature, Wallet, Calculator],
  [ListChecks, MessagesSquare, FolderOpen, Bell],
  [LayoutDashboard, ChartColumn, Sparkles, Languages],
];
