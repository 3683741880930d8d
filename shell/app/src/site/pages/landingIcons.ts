import {
  ClipboardCheck,
  FilePenLine,
  FileSignature,
  FolderOpen,
  Languages,
  Layers,
  ListChecks,
  MessagesSquare,
  UserSearch,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

/**
 * The icon of each card, in the order of the cards in locales/site/*.json (a test checks every language has exactly
 * these many). Icons are decorative: the card's title says what it is.
 */
export const BENEFIT_ICONS: readonly LucideIcon[] = [Layers, Wallet, FileSignature, Languages];

/** SPEC §1's seven tools: rent collection, contract, inspection report, organisation, communication, screening, documents. */
export const TOOL_ICONS: readonly LucideIcon[] = [
  Wallet,
  FilePenLine,
  ClipboardCheck,
  ListChecks,
  MessagesSquare,
  UserSearch,
  FolderOpen,
];
