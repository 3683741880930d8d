import { escapeHtml } from '@immodesk/platform/html/escapeHtml';
import { MAIL_RULE, mailFootnote, mailHtml } from '@immodesk/platform/html/mailHtml';
import type { Language } from '@immodesk/platform/domain/language';
import { interpolate } from '@immodesk/platform/i18n/translate';
import type { OutgoingMail } from '@immodesk/platform/ports/mail/Mailer';
import { unlinkable } from '@immodesk/platform/ports/mail/unlinkable';
import type { RentIndexation } from '../use-cases/rentIndexations';
import { LETTER_COPY, RULE_COPY } from './indexationLetterCatalog';

export type IndexationLetterInput = {
  language: Language;
  indexation: RentIndexation;
  startsOn: string;
  tenantName: string;
  landlord: { name: string; email: string };
  propertyAddress: string;
  productName: string;
};

function formats(language: Language) {
  const locale = `${language}-BE`;
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    cents: (cents: number) => money.format(cents / 100),
    index: (points: number) => decimal.format(points / 100),
    date: (value: string) => date.format(new Date(`${value}T00:00:00Z`)),
    month: (value: string) => month.format(new Date(`${value}-01T00:00:00Z`)),
  };
}

/** The lines of the calculation, label and value, as the letter and its mail show them. */
export function letterCalculation(input: IndexationLetterInput): [string, string][] {
  const copy = LETTER_COPY[input.language];
  const format = formats(input.language);
  const { indexation } = input;
  const lines: [string, string][] = [
    [copy.baseRent, format.cents(indexation.baseRentCents)],
    [
      interpolate(copy.startIndex, {
        month: format.month(indexation.baseIndexMonth),
        base: String(indexation.indexBase),
      }),
      format.index(indexation.baseIndex),
    ],
    [
      interpolate(copy.newIndex, { month: format.month(indexation.newIndexMonth) }),
      format.index(indexation.newIndex),
    ],
  ];
  const { correction } = indexation;
  if (correction) {
    lines.push([
      interpolate(copy.correction, {
        priorMonth: format.month(correction.priorMonth),
        priorIndex: format.index(correction.priorIndex),
        freezeMonth: format.month(correction.freezeMonth),
        freezeIndex: format.index(correction.freezeIndex),
      }),
      '',
    ]);
  }
  lines.push(
    [copy.rule, RULE_COPY[input.language][indexation.rule]],
    [copy.oldRent, format.cents(indexation.oldRentCents)],
    [copy.newRent, format.cents(indexation.newRentCents)],
    [copy.increase, format.cents(indexation.increaseCents)],
  );
  return lines;
}

function paragraphs(input: IndexationLetterInput): string[] {
  const copy = LETTER_COPY[input.language];
  const format = formats(input.language);
  const { indexation } = input;
  const outcome =
    indexation.increaseCents > 0
      ? interpolate(copy.dueFrom, {
          newRent: format.cents(indexation.newRentCents),
          dueFrom: format.date(indexation.newRentFrom),
        })
      : interpolate(copy.noIncrease, {
          oldRent: format.cents(indexation.oldRentCents),
          reason: RULE_COPY[input.language][indexation.rule],
        });
  const retroactive =
    indexation.retroactiveMonths > 0 && indexation.retroactiveFromMonth
      ? [
          interpolate(copy.retroactive, {
            months: String(indexation.retroactiveMonths),
            fromMonth: format.month(indexation.retroactiveFromMonth),
            amount: format.cents(indexation.retroactiveAmountCents),
          }),
        ]
      : [];
  return [outcome, ...retroactive];
}

/** The letter as a self-contained HTML page for the PDF port. */
export function renderIndexationLetterHtml(input: IndexationLetterInput): string {
  const copy = LETTER_COPY[input.language];
  const format = formats(input.language);
  const values = {
    tenant: input.tenantName,
    startsOn: format.date(input.startsOn),
    indexationDate: format.date(input.indexation.anniversaryDate),
    address: input.propertyAddress,
  };
  const rows = letterCalculation(input)
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right;white-space:nowrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return [
    `<!doctype html><html lang="${input.language}"><head><meta charset="utf-8"><title>${escapeHtml(interpolate(copy.subject, values))}</title></head>`,
    `<body style="font-family:Helvetica,Arial,sans-serif;font-size:11pt;line-height:1.5;color:#1a1a1a;margin:2cm">`,
    `<p>${escapeHtml(input.landlord.name)}<br>${escapeHtml(input.landlord.email)}</p>`,
    `<p style="text-align:right">${escapeHtml(format.date(input.indexation.requestDate))}</p>`,
    `<h1 style="font-size:14pt">${escapeHtml(interpolate(copy.subject, values))}</h1>`,
    `<p>${escapeHtml(interpolate(copy.greeting, values))}</p>`,
    `<p>${escapeHtml(interpolate(copy.request, values))}</p>`,
    `<h2 style="font-size:12pt">${escapeHtml(copy.calculation)}</h2>`,
    `<p><em>${escapeHtml(copy.formula)}</em></p>`,
    `<table style="border-collapse:collapse">${rows}</table>`,
    ...paragraphs(input).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p>${escapeHtml(copy.closing)}<br>${escapeHtml(input.landlord.name)}</p>`,
    `</body></html>`,
  ].join('\n');
}

/** The covering mail, with the calculation in its text too; the PDF letter is attached by the caller. */
export function renderIndexationLetterMail(input: IndexationLetterInput & { to: string }): OutgoingMail {
  const copy = LETTER_COPY[input.language];
  const values = { tenant: input.tenantName, address: input.propertyAddress, product: input.productName };
  const calculation = letterCalculation(input);
  const closing = [copy.closing, unlinkable(input.landlord.name)];
  const text = [
    interpolate(copy.greeting, values),
    copy.mailIntro,
    `${copy.calculation} (${copy.formula}):\n${calculation.map(([label, value]) => `- ${label}${value ? `: ${value}` : ''}`).join('\n')}`,
    ...paragraphs(input),
    closing.join('\n'),
    `--\n${interpolate(copy.sentWith, values)}`,
  ].join('\n\n');
  const html = mailHtml(input.language, [
    `<p>${escapeHtml(interpolate(copy.greeting, values))}</p>`,
    `<p>${escapeHtml(copy.mailIntro)}</p>`,
    `<p><strong>${escapeHtml(copy.calculation)}</strong> (${escapeHtml(copy.formula)})</p>`,
    `<ul>${calculation.map(([label, value]) => `<li>${escapeHtml(label)}${value ? `: ${escapeHtml(value)}` : ''}</li>`).join('')}</ul>`,
    ...paragraphs(input).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p>${closing.map(escapeHtml).join('<br>')}</p>`,
    `${MAIL_RULE}${mailFootnote(escapeHtml(interpolate(copy.sentWith, values)))}`,
  ]);
  return {
    to: input.to,
    subject: interpolate(copy.subject, values),
    text,
    html,
    language: input.language,
    kind: 'rent_indexation',
    fromName: input.landlord.name,
    replyTo: input.landlord.email,
  };
}

export function indexationLetterFileName(
  language: Language,
  indexation: RentIndexation,
  contractNumber: string,
): string {
  return `${LETTER_COPY[language].fileName}-${contractNumber}-${indexation.anniversaryDate}.pdf`.replace(
    /[^\w.\-À-ž]+/g,
    '-',
  );
}
