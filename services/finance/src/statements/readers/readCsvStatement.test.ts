import { describe, expect, it } from 'vitest';
import { readStatement } from './readStatement';

describe('CSV exports', () => {
  it('KBC: signed amount with decimal comma, its structured communication column', () => {
    const csv = [
      'Rekeningnummer;Rubrieknaam;Naam;Munt;Afschriftnummer;Datum;Omschrijving;Valuta;Bedrag;Saldo;credit;debet;rekeningnummer tegenpartij;BIC tegenpartij;Naam tegenpartij;Adres tegenpartij;gestructureerde mededeling;Vrije mededeling',
      'BE68 5390 0754 7034;Zichtrekening;Immo Peeters BV;EUR;2026012;02/03/2026;EUROPESE OVERSCHRIJVING;01/03/2026;1.250,50;3.250,50;1.250,50;;BE71 0961 2345 6769;GKCCBEBB;Sofie Claes;Kouter 12 9000 Gent;025010000151;',
      'BE68 5390 0754 7034;Zichtrekening;Immo Peeters BV;EUR;2026012;03/03/2026;DOMICILIERING;03/03/2026;-45,00;3.205,50;;45,00;BE43 0682 4237 5101;GKCCBEBB;Fluvius;;;Factuur 123',
    ].join('\r\n');
    const read = readStatement(Buffer.from(csv, 'latin1'));
    expect(read).toMatchObject({ format: 'csv', csvBank: 'kbc' });
    expect(read.lines).toMatchObject([
      {
        accountIban: 'BE68539007547034',
        bookingDate: '2026-03-02',
        valueDate: '2026-03-01',
        amountCents: 125_050,
        counterpartyIban: 'BE71096123456769',
        counterpartyName: 'Sofie Claes',
        structuredCommunication: '025010000151',
      },
      { amountCents: -4_500, communication: 'Factuur 123' },
    ]);
  });

  it('BNP Paribas Fortis (Dutch and French headers): its sequence number as the bank reference', () => {
    const dutch = [
      'Volgnummer;Uitvoeringsdatum;Valutadatum;Bedrag;Valuta rekening;Rekeningnummer;Type verrichting;Tegenpartij;Naam van de tegenpartij;Mededeling;Details;Status;Reden van weigering',
      '2026-0042;05/03/2026;05/03/2026;850,00;EUR;BE68539007547034;Overschrijving;BE71096123456769;Sofie Claes;+++025/0100/00151+++;;Geaccepteerd;',
    ].join('\n');
    expect(readStatement(Buffer.from(dutch)).lines).toMatchObject([
      {
        bookingDate: '2026-03-05',
        amountCents: 85_000,
        counterpartyName: 'Sofie Claes',
        communication: '+++025/0100/00151+++',
        bankReference: '2026-0042',
      },
    ]);
    const french = [
      "Numéro de séquence;Date d'exécution;Date valeur;Montant;Devise du compte;Numéro de compte;Type de transaction;Contrepartie;Nom de la contrepartie;Communication;Détails;Statut;Motif du refus",
      '2026-0043;06/03/2026;06/03/2026;1200,00;EUR;BE68539007547034;Virement;BE72000000001616;Jean Dupont;loyer mars;;Accepté;',
    ].join('\n');
    expect(readStatement(Buffer.from(french, 'latin1'))).toMatchObject({
      csvBank: 'bnp_paribas_fortis',
      lines: [{ amountCents: 120_000, counterpartyName: 'Jean Dupont', bankReference: '2026-0043' }],
    });
  });

  it('Belfius: the query lines above the header are skipped; statement and transaction number make the reference', () => {
    const csv = [
      'Rekening:;BE71 0961 2345 6769',
      'Boekingsdatum vanaf:;01/03/2026',
      ';',
      'Rekening;Boekingsdatum;Afschriftnummer;Transactienummer;Rekening tegenpartij;Naam tegenpartij bevat;Straat en nummer;Postcode en plaats;Transactie;Valutadatum;Bedrag;Devies;BIC;Landcode;Mededelingen',
      'BE71 0961 2345 6769;04/03/2026;00003;0012;BE68 5390 0754 7034;JAN JANSSENS;Kerkstraat 12;2000 Antwerpen;Overschrijving;04/03/2026;1200,00;EUR;KREDBEBB;BE;202 6000 00296',
    ].join('\r\n');
    expect(readStatement(Buffer.from(csv, 'latin1'))).toMatchObject({
      csvBank: 'belfius',
      lines: [
        {
          bookingDate: '2026-03-04',
          amountCents: 120_000,
          counterpartyIban: 'BE68539007547034',
          counterpartyName: 'JAN JANSSENS',
          communication: '202 6000 00296',
          bankReference: '00003/0012',
        },
      ],
    });
  });

  it('ING: its operation number as the reference, the message as the communication', () => {
    const csv = [
      'Rekeningnummer;Naam van de rekening;Rekening tegenpartij;Nummer van de verrichting;Boekingsdatum;Valutadatum;Bedrag;Munteenheid;Omschrijving;Detail van de omzet;Bericht',
      'BE68 5390 0754 7034;Immo Peeters BV;BE71 0961 2345 6769;117;07/03/2026;07/03/2026;850,00;EUR;Sofie Claes;Europese overschrijving;025010000151',
    ].join('\n');
    expect(readStatement(Buffer.from(csv))).toMatchObject({
      csvBank: 'ing',
      lines: [
        {
          bookingDate: '2026-03-07',
          amountCents: 85_000,
          counterpartyName: 'Sofie Claes',
          communication: '025010000151',
          bankReference: '117',
        },
      ],
    });
  });

  it('refuses a CSV of an unknown layout (415) and a row whose amount cannot be read (422)', () => {
    expect(() => readStatement(Buffer.from('Date,Amount,Payee\n2026-03-01,10.00,X'))).toThrow(
      expect.objectContaining({ code: 'unsupported_file_type' }),
    );
    const csv =
      'Rekeningnummer;Naam van de rekening;Rekening tegenpartij;Nummer van de verrichting;Boekingsdatum;Valutadatum;Bedrag;Munteenheid;Omschrijving;Detail van de omzet;Bericht\nBE68;X;;1;07/03/2026;;abc;EUR;;;';
    expect(() => readStatement(Buffer.from(csv))).toThrow(
      expect.objectContaining({ code: 'business_rule', details: expect.objectContaining({ line: 2 }) }),
    );
  });
});
