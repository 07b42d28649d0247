/**
 * What the guest is told about a booking, in the stay's language. The title is SPEC's 'Booking Update'
 * (section 8's default). Stored notifications are read later, on a phone in that language, so they are
 * written in it here; a language without a table here falls back to English.
 */

export const BOOKING_EVENTS = [
  'confirmed',
  'received',
  'cancelled_by_guest',
  'cancelled_by_hotel',
  'reminder',
  'attended',
  'no_show',
] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

type Catalogue = { title: string } & Record<BookingEvent, string>;

const MESSAGES: Record<string, Catalogue> = {
  en: {
    title: 'Booking Update',
    confirmed: 'Your booking {ref} for {activity} on {date} at {time} is confirmed.',
    received: 'Your booking {ref} for {activity} on {date} at {time} was received and awaits confirmation.',
    cancelled_by_guest: 'Your booking {ref} for {activity} on {date} at {time} has been cancelled.',
    cancelled_by_hotel: 'The hotel cancelled your booking {ref} for {activity} on {date} at {time}: {reason}',
    reminder: 'Reminder: {activity} starts at {time} on {date} (booking {ref}).',
    attended: 'Thank you for joining {activity}.',
    no_show: 'You were marked as not attending {activity} on {date} at {time}.',
  },
  ar: {
    title: 'تحديث الحجز',
    confirmed: 'تم تأكيد حجزك {ref} لنشاط {activity} بتاريخ {date} الساعة {time}.',
    received: 'تم استلام حجزك {ref} لنشاط {activity} بتاريخ {date} الساعة {time} وهو بانتظار التأكيد.',
    cancelled_by_guest: 'تم إلغاء حجزك {ref} لنشاط {activity} بتاريخ {date} الساعة {time}.',
    cancelled_by_hotel: 'ألغى الفندق حجزك {ref} لنشاط {activity} بتاريخ {date} الساعة {time}: {reason}',
    reminder: 'تذكير: يبدأ {activity} الساعة {time} بتاريخ {date} (الحجز {ref}).',
    attended: 'شكرًا لمشاركتك في {activity}.',
    no_show: 'تم تسجيل عدم حضورك لنشاط {activity} بتاريخ {date} الساعة {time}.',
  },
  th: {
    title: 'อัปเดตการจอง',
    confirmed: 'การจอง {ref} สำหรับ {activity} วันที่ {date} เวลา {time} ได้รับการยืนยันแล้ว',
    received: 'ได้รับการจอง {ref} สำหรับ {activity} วันที่ {date} เวลา {time} แล้ว กำลังรอการยืนยัน',
    cancelled_by_guest: 'การจอง {ref} สำหรับ {activity} วันที่ {date} เวลา {time} ถูกยกเลิกแล้ว',
    cancelled_by_hotel: 'โรงแรมได้ยกเลิกการจอง {ref} สำหรับ {activity} วันที่ {date} เวลา {time}: {reason}',
    reminder: 'แจ้งเตือน: {activity} เริ่มเวลา {time} วันที่ {date} (การจอง {ref})',
    attended: 'ขอบคุณที่เข้าร่วม {activity}',
    no_show: 'คุณถูกบันทึกว่าไม่ได้เข้าร่วม {activity} วันที่ {date} เวลา {time}',
  },
  fr: {
    title: 'Mise à jour de réservation',
    confirmed: 'Votre réservation {ref} pour {activity} le {date} à {time} est confirmée.',
    received:
      'Votre réservation {ref} pour {activity} le {date} à {time} a été reçue et attend sa confirmation.',
    cancelled_by_guest: 'Votre réservation {ref} pour {activity} le {date} à {time} a été annulée.',
    cancelled_by_hotel:
      "L'hôtel a annulé votre réservation {ref} pour {activity} le {date} à {time} : {reason}",
    reminder: 'Rappel : {activity} commence à {time} le {date} (réservation {ref}).',
    attended: 'Merci d’avoir participé à {activity}.',
    no_show: 'Vous avez été noté absent pour {activity} le {date} à {time}.',
  },
  de: {
    title: 'Buchungsaktualisierung',
    confirmed: 'Ihre Buchung {ref} für {activity} am {date} um {time} ist bestätigt.',
    received:
      'Ihre Buchung {ref} für {activity} am {date} um {time} ist eingegangen und wartet auf Bestätigung.',
    cancelled_by_guest: 'Ihre Buchung {ref} für {activity} am {date} um {time} wurde storniert.',
    cancelled_by_hotel:
      'Das Hotel hat Ihre Buchung {ref} für {activity} am {date} um {time} storniert: {reason}',
    reminder: 'Erinnerung: {activity} beginnt um {time} am {date} (Buchung {ref}).',
    attended: 'Danke für Ihre Teilnahme an {activity}.',
    no_show: 'Sie wurden für {activity} am {date} um {time} als nicht erschienen vermerkt.',
  },
  es: {
    title: 'Actualización de reserva',
    confirmed: 'Su reserva {ref} para {activity} el {date} a las {time} está confirmada.',
    received:
      'Hemos recibido su reserva {ref} para {activity} el {date} a las {time}; está pendiente de confirmación.',
    cancelled_by_guest: 'Su reserva {ref} para {activity} el {date} a las {time} ha sido cancelada.',
    cancelled_by_hotel: 'El hotel canceló su reserva {ref} para {activity} el {date} a las {time}: {reason}',
    reminder: 'Recordatorio: {activity} empieza a las {time} el {date} (reserva {ref}).',
    attended: 'Gracias por participar en {activity}.',
    no_show: 'Se le marcó como ausente en {activity} el {date} a las {time}.',
  },
  ja: {
    title: '予約の更新',
    confirmed: '{date} {time} の{activity}のご予約 {ref} が確定しました。',
    received: '{date} {time} の{activity}のご予約 {ref} を受け付けました。確認をお待ちください。',
    cancelled_by_guest: '{date} {time} の{activity}のご予約 {ref} はキャンセルされました。',
    cancelled_by_hotel: 'ホテルが {date} {time} の{activity}のご予約 {ref} をキャンセルしました: {reason}',
    reminder: 'リマインダー: {activity}は {date} {time} に始まります(予約 {ref})。',
    attended: '{activity}へのご参加ありがとうございました。',
    no_show: '{date} {time} の{activity}は不参加として記録されました。',
  },
  'zh-cn': {
    title: '预订更新',
    confirmed: '您于 {date} {time} 的{activity}预订 {ref} 已确认。',
    received: '您于 {date} {time} 的{activity}预订 {ref} 已收到,等待确认。',
    cancelled_by_guest: '您于 {date} {time} 的{activity}预订 {ref} 已取消。',
    cancelled_by_hotel: '酒店已取消您于 {date} {time} 的{activity}预订 {ref}:{reason}',
    reminder: '提醒:{activity}将于 {date} {time} 开始(预订 {ref})。',
    attended: '感谢您参加{activity}。',
    no_show: '您被记录为未参加 {date} {time} 的{activity}。',
  },
};

export interface BookingFacts {
  ref: string;
  activity: string;
  date: string;
  time: string;
  reason?: string | null;
}

/** Title and message for `event`, in `language` (English when there is no table for it). */
export function bookingMessage(
  language: string,
  event: BookingEvent,
  facts: BookingFacts,
): { title: string; message: string } {
  const catalogue = MESSAGES[language.toLowerCase()] ?? MESSAGES.en!;
  const values: Record<string, string> = {
    ref: facts.ref,
    activity: facts.activity,
    date: facts.date,
    time: facts.time,
    reason: facts.reason ?? '',
  };
  return {
    title: catalogue.title,
    message: catalogue[event].replace(/\{(\w+)\}/g, (_match, key: string) => values[key] ?? ''),
  };
}
