import QRCode from 'qrcode';

/**
 * The EPC QR code of a payload as an SVG image: error correction level M, as EPC069-12 prescribes; byte mode
 * (the payload is UTF-8, character set 1), with the four-module quiet zone scanners need.
 */
export function epcQrSvg(payload: string): Promise<string> {
  return QRCode.toString([{ data: Buffer.from(payload, 'utf8'), mode: 'byte' }], {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
  });
}
