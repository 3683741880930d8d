import { describe, expect, it } from 'vitest';
import { DOCUMENT_EXTENSIONS } from '@immodesk/contracts/documents/uploadDocument.contract';
import { TASK_DOCUMENT_EXTENSIONS } from '@immodesk/contracts/tasks/taskDocuments.contract';
import { acceptedMimeType, cleanFileName, renamedFileName } from './fileType';

const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const doc = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]);
const docx = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('....[Content_Types].xml....word/document.xml'),
]);
const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....xl/workbook.xml')]);

describe('acceptedMimeType', () => {
  it('accepts each allowed type when extension and content agree', () => {
    expect(acceptedMimeType('huurcontract.pdf', pdf, DOCUMENT_EXTENSIONS)).toBe('application/pdf');
    expect(acceptedMimeType('foto.PNG', png, DOCUMENT_EXTENSIONS)).toBe('image/png');
    expect(acceptedMimeType('foto.jpg', jpeg, DOCUMENT_EXTENSIONS)).toBe('image/jpeg');
    expect(acceptedMimeType('foto.jpeg', jpeg, DOCUMENT_EXTENSIONS)).toBe('image/jpeg');
    expect(acceptedMimeType('brief.doc', doc, DOCUMENT_EXTENSIONS)).toBe('application/msword');
    expect(acceptedMimeType('brief.docx', docx, DOCUMENT_EXTENSIONS)).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('refuses other extensions, even with valid content', () => {
    expect(acceptedMimeType('script.exe', pdf, DOCUMENT_EXTENSIONS)).toBeNull();
    expect(acceptedMimeType('no-extension', pdf, DOCUMENT_EXTENSIONS)).toBeNull();
    expect(acceptedMimeType('animatie.gif', Buffer.from('GIF89a'), DOCUMENT_EXTENSIONS)).toBeNull();
  });

  it('refuses a file whose content does not match its extension', () => {
    expect(
      acceptedMimeType('factuur.pdf', Buffer.from('<html><script>alert(1)</script>'), DOCUMENT_EXTENSIONS),
    ).toBeNull();
    expect(acceptedMimeType('foto.png', jpeg, DOCUMENT_EXTENSIONS)).toBeNull();
    expect(acceptedMimeType('rekenblad.docx', zip, DOCUMENT_EXTENSIONS)).toBeNull();
    expect(acceptedMimeType('leeg.pdf', Buffer.alloc(0), DOCUMENT_EXTENSIONS)).toBeNull();
  });
});

describe('cleanFileName', () => {
  it('drops folders and control characters', () => {
    expect(cleanFileName('C:\\Users\\an\\huur\u0000contract.pdf')).toBe('huurcontract.pdf');
    expect(cleanFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
  });

  it('shortens long names and keeps the extension', () => {
    const long = cleanFileName(`${'a'.repeat(300)}.pdf`);
    expect(long).toHaveLength(255);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});

describe('acceptedMimeType for task attachments', () => {
  const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
  const xls = doc;
  const xlsx = zip;

  it('accepts PDF, Word, Excel, JPG, PNG and GIF when the content agrees', () => {
    expect(acceptedMimeType('offerte.pdf', pdf, TASK_DOCUMENT_EXTENSIONS)).toBe('application/pdf');
    expect(acceptedMimeType('bestek.doc', doc, TASK_DOCUMENT_EXTENSIONS)).toBe('application/msword');
    expect(acceptedMimeType('bestek.docx', docx, TASK_DOCUMENT_EXTENSIONS)).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(acceptedMimeType('meetstaat.xls', xls, TASK_DOCUMENT_EXTENSIONS)).toBe('application/vnd.ms-excel');
    expect(acceptedMimeType('meetstaat.xlsx', xlsx, TASK_DOCUMENT_EXTENSIONS)).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(acceptedMimeType('lek.JPG', jpeg, TASK_DOCUMENT_EXTENSIONS)).toBe('image/jpeg');
    expect(acceptedMimeType('lek.png', png, TASK_DOCUMENT_EXTENSIONS)).toBe('image/png');
    expect(acceptedMimeType('lek.gif', gif, TASK_DOCUMENT_EXTENSIONS)).toBe('image/gif');
  });

  it('refuses a renamed file and types outside the list', () => {
    expect(acceptedMimeType('meetstaat.xlsx', docx, TASK_DOCUMENT_EXTENSIONS)).toBeNull();
    expect(acceptedMimeType('lek.gif', png, TASK_DOCUMENT_EXTENSIONS)).toBeNull();
    expect(acceptedMimeType('foto.webp', Buffer.from('RIFF....WEBP'), TASK_DOCUMENT_EXTENSIONS)).toBeNull();
    expect(acceptedMimeType('notities.txt', Buffer.from('hallo'), TASK_DOCUMENT_EXTENSIONS)).toBeNull();
  });
});

describe('renamedFileName', () => {
  it('keeps the stored file’s extension', () => {
    expect(renamedFileName('scan 001.pdf', 'Huurcontract Korenlei 7')).toBe('Huurcontract Korenlei 7.pdf');
    expect(renamedFileName('scan 001.pdf', 'Huurcontract.PDF')).toBe('Huurcontract.pdf');
    expect(renamedFileName('scan 001.pdf', 'Huurcontract.pdf')).toBe('Huurcontract.pdf');
    expect(renamedFileName('gevel.png', 'gevel.exe')).toBe('gevel.exe.png');
  });

  it('drops folders and control characters, and refuses a name that is only the extension', () => {
    expect(renamedFileName('a.pdf', '../../etc/bail\u0000.pdf')).toBe('bail.pdf');
    expect(renamedFileName('a.pdf', '.pdf')).toBe('');
    expect(renamedFileName('a.pdf', '   ')).toBe('');
  });

  it('stays within 255 characters with the extension', () => {
    const long = renamedFileName('a.docx', 'b'.repeat(400));
    expect(long).toHaveLength(255);
    expect(long.endsWith('.docx')).toBe(true);
  });
});
