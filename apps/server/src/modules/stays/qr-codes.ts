import QRCode from 'qrcode';

/** The link a room's QR code carries: the guest app's login with the room and hotel filled in. */
export function guestLoginUrl(publicUrl: string, hotelUniqueId: string, roomNumber: string): string {
  const query = new URLSearchParams({ room: roomNumber, hotel: hotelUniqueId });
  return `${publicUrl}/?${query.toString()}`;
}

/**
 * The code as a standalone SVG: black on white whatever the page's theme, a four-module quiet zone
 * (what scanners expect), and level M error correction, which survives a scuffed card.
 */
export function qrCodeSvg(url: string): Promise<string> {
  return QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
}
