import { describe, expect, it } from 'vitest';
import { signaturePageHtml } from './signaturePage';

describe('signature page', () => {
  it('keeps each moment on one line and escapes what the signer’s browser sent (issue 31, print)', () => {
    const html = signaturePageHtml(
      'nl',
      [
        {
          id: 's1',
          contractId: 'c1',
          role: 'tenant',
          tenantId: 't1',
          name: 'Camille Dubois',
          email: 'camille@example.be',
          method: 'typed',
          typedName: 'Camille Dubois',
          signedAt: new Date('2026-11-28T13:03:12Z'),
          ipAddress: '203.0.113.7',
          userAgent: 'Mozilla/5.0 <script>',
          codeVerifiedAt: new Date('2026-11-28T13:01:00Z'),
          leaseSha256: 'a'.repeat(64),
          rendered: { typedName: 'Camille Dubois' },
        },
      ],
      'a'.repeat(64),
    );
    expect(html).toContain('<span class="instant">28 november 2026 om 14:03:12 CET</span>');
    expect(html).toMatch(/eenmalige code op <span class="instant">28 november 2026 om 14:01:00 CET<\/span>/);
    expect(html).toContain('.signature-page .instant { white-space: nowrap; }');
    expect(html).toContain('Mozilla/5.0 &lt;script&gt;');
  });
});
