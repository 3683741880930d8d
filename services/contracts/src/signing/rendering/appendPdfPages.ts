/**
 * Appends the pages of one PDF to another as an incremental update (ISO 32000-1 §7.5.6): the base PDF's bytes are
 * kept unchanged as the start of the result, followed by the copied objects, a new version of the base's page tree
 * root, a cross-reference section and a trailer pointing back (`/Prev`) to the base's. So the SHA-256 of the first
 * `base.length` bytes of a signed lease is the SHA-256 of the lease that was sent: the text signed is provably the
 * text frozen. Both PDFs must use a classic cross-reference table (Chromium's Skia writer does; no object streams).
 */
export function appendPdfPages(base: Buffer, extra: Buffer): Buffer {
  const target = readPdf(base);
  const source = readPdf(extra);
  const pagesRef = refOf(dictValue(target.dictOf(target.trailer.root), 'Pages'), 'base /Pages');
  const pagesDict = target.dictOf(pagesRef);
  const sourcePagesRef = refOf(dictValue(source.dictOf(source.trailer.root), 'Pages'), 'appended /Pages');
  const pages = leafPages(source, sourcePagesRef);

  // Every object the appended pages need (fonts, images, content streams), numbered after the base's last one.
  const order: number[] = [];
  const wanted = [...pages];
  while (wanted.length > 0) {
    const num = wanted.shift() as number;
    if (order.includes(num)) continue;
    order.push(num);
    const dict = pages.includes(num) ? withoutParent(source.object(num).dict) : source.object(num).dict;
    for (const ref of refsIn(dict)) if (!order.includes(ref)) wanted.push(ref);
  }
  const renumber = new Map(order.map((num, index) => [num, target.trailer.size + index]));

  const chunks: Buffer[] = [base];
  let offset = base.length;
  const write = (text: string | Buffer) => {
    const bytes = typeof text === 'string' ? Buffer.from(text, 'latin1') : text;
    chunks.push(bytes);
    offset += bytes.length;
  };
  if (base[base.length - 1] !== 0x0a) write('\n');
  const offsets = new Map<number, number>();
  for (const num of order) {
    const object = source.object(num);
    let dict = mapRefs(object.dict, (ref) => renumber.get(ref) ?? ref);
    if (pages.includes(num))
      dict = withoutParent(dict)
        .replace(/^\s*<</, `<</Parent ${pagesRef} 0 R `)
        .replace(/\/StructParents \d+/, '');
    offsets.set(renumber.get(num) as number, offset);
    write(`${renumber.get(num)} 0 obj\n${dict}`);
    write(object.rest);
    write('\nendobj\n');
  }
  const kids = /\/Kids\s*\[([^\]]*)\]/.exec(pagesDict);
  const count = /\/Count\s+(\d+)/.exec(pagesDict);
  if (!kids || !count) throw new Error('appendPdfPages: the base page tree has no /Kids or /Count');
  const added = pages.map((num) => `${renumber.get(num)} 0 R`).join(' ');
  const newPages = pagesDict
    .replace(kids[0], `/Kids [${kids[1]!.trim()} ${added}]`)
    .replace(count[0], `/Count ${Number(count[1]) + pages.length}`);
  offsets.set(pagesRef, offset);
  write(`${pagesRef} 0 obj\n${newPages}\nendobj\n`);

  const xrefOffset = offset;
  const entry = (num: number) => `${String(offsets.get(num)).padStart(10, '0')} 00000 n \n`;
  const size = target.trailer.size + order.length;
  const newNumbers = order.map((num) => renumber.get(num) as number);
  write(
    `xref\n${pagesRef} 1\n${entry(pagesRef)}${target.trailer.size} ${order.length}\n${newNumbers.map(entry).join('')}`,
  );
  const info = target.trailer.info === null ? '' : ` /Info ${target.trailer.info} 0 R`;
  write(
    `trailer\n<</Size ${size} /Root ${target.trailer.root} 0 R${info} /Prev ${target.startxref}>>\nstartxref\n${xrefOffset}\n%%EOF\n`,
  );
  return Buffer.concat(chunks);
}

type PdfObjectText = { dict: string; rest: Buffer };

type ParsedPdf = {
  trailer: { size: number; root: number; info: number | null };
  startxref: number;
  object(num: number): PdfObjectText;
  dictOf(num: number): string;
};

function readPdf(bytes: Buffer): ParsedPdf {
  const text = bytes.toString('latin1');
  const startMatch = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  if (!startMatch) throw new Error('appendPdfPages: no startxref at the end of the PDF');
  const startxref = Number(startMatch[1]);
  if (!text.startsWith('xref', startxref))
    throw new Error('appendPdfPages: cross-reference streams are not supported');
  const trailerAt = text.indexOf('trailer', startxref);
  const trailerDict = text.slice(trailerAt, text.indexOf('startxref', trailerAt));
  const size = Number(/\/Size\s+(\d+)/.exec(trailerDict)?.[1]);
  const root = refOf(dictValue(trailerDict, 'Root'), '/Root');
  const infoValue = dictValue(trailerDict, 'Info');
  if (/\/Prev\s/.test(trailerDict))
    throw new Error('appendPdfPages: a PDF that was already updated incrementally is not supported');

  const offsets = new Map<number, number>();
  const lines = text
    .slice(startxref + 4, trailerAt)
    .trim()
    .split(/\r?\n|\r/);
  for (let i = 0; i < lines.length;) {
    const [first, count] = lines[i]!.trim().split(/\s+/).map(Number) as [number, number];
    for (let k = 0; k < count; k += 1) {
      const [position, , kind] = lines[i + 1 + k]!.trim().split(/\s+/);
      if (kind === 'n') offsets.set(first + k, Number(position));
    }
    i += 1 + count;
  }
  const sorted = [...new Set([...offsets.values(), startxref])].sort((a, b) => a - b);
  const cache = new Map<number, PdfObjectText>();
  const object = (num: number): PdfObjectText => {
    const cached = cache.get(num);
    if (cached) return cached;
    const start = offsets.get(num);
    if (start === undefined) throw new Error(`appendPdfPages: object ${num} is not in the PDF`);
    const end = sorted[sorted.indexOf(start) + 1] ?? text.length;
    const raw = text.slice(start, end);
    const header = new RegExp(`^${num}\\s+\\d+\\s+obj`).exec(raw);
    if (!header) throw new Error(`appendPdfPages: object ${num} is not where the xref says`);
    const body = raw.slice(header[0].length, raw.lastIndexOf('endobj'));
    const streamAt = body.search(/stream\r?\n/);
    const dict = streamAt === -1 ? body.trimEnd() : body.slice(0, streamAt);
    const rest = streamAt === -1 ? '' : body.slice(streamAt).trimEnd();
    const parsed = { dict: dict.replace(/^\s+/, ''), rest: Buffer.from(rest, 'latin1') };
    cache.set(num, parsed);
    return parsed;
  };
  return {
    trailer: { size, root, info: infoValue ? refOf(infoValue, '/Info') : null },
    startxref,
    object,
    dictOf: (num) => object(num).dict,
  };
}

/** The pages under a page tree node, in order. */
function leafPages(pdf: ParsedPdf, node: number): number[] {
  const dict = pdf.dictOf(node);
  if (/\/Type\s*\/Page\b(?!s)/.test(dict)) return [node];
  const kids = /\/Kids\s*\[([^\]]*)\]/.exec(dict)?.[1] ?? '';
  return [...kids.matchAll(/(\d+)\s+\d+\s+R/g)].flatMap((match) => leafPages(pdf, Number(match[1])));
}

/** A key's value in a dictionary's text, up to the next key (enough for references and numbers). */
function dictValue(dict: string, key: string): string | null {
  return new RegExp(`/${key}\\s+([^/>]+)`).exec(dict)?.[1]?.trim() ?? null;
}

function refOf(value: string | null, what: string): number {
  const match = value ? /^(\d+)\s+\d+\s+R/.exec(value) : null;
  if (!match) throw new Error(`appendPdfPages: ${what} is not a reference`);
  return Number(match[1]);
}

function withoutParent(dict: string): string {
  return dict.replace(/\/Parent\s+\d+\s+\d+\s+R/, '');
}

/** Applies `replace` to the object numbers of `N G R` references outside literal and hex strings. */
function mapRefs(dict: string, replace: (num: number) => number): string {
  let out = '';
  let plain = '';
  const flush = () => {
    out += plain.replace(/(\d+)(\s+)(\d+)(\s+)R\b/g, (_m, num: string, s1: string, gen: string, s2: string) =>
      [replace(Number(num)), s1, gen, s2, 'R'].join(''),
    );
    plain = '';
  };
  for (let i = 0; i < dict.length; i += 1) {
    const char = dict[i]!;
    if (char === '(') {
      flush();
      let depth = 0;
      const start = i;
      for (; i < dict.length; i += 1) {
        if (dict[i] === '\\') i += 1;
        else if (dict[i] === '(') depth += 1;
        else if (dict[i] === ')' && --depth === 0) break;
      }
      out += dict.slice(start, i + 1);
    } else if (char === '<' && dict[i + 1] !== '<' && dict[i - 1] !== '<') {
      flush();
      const end = dict.indexOf('>', i);
      out += dict.slice(i, end + 1);
      i = end;
    } else plain += char;
  }
  flush();
  return out;
}

function refsIn(dict: string): number[] {
  const refs: number[] = [];
  mapRefs(dict, (num) => {
    refs.push(num);
    return num;
  });
  return refs;
}
