import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact.ts';

describe('redactUrl', () => {
  it('hides the token in the notification socket path', () => {
    expect(redactUrl('/ws/guest/HOTEL-DEMO/abcDEF123_-/')).toBe('/ws/guest/HOTEL-DEMO/[redacted]/');
  });

  it('hides token query parameters and keeps the rest', () => {
    expect(redactUrl('/ws/chat_1/?token=secret&conversation_id=4')).toBe(
      '/ws/chat_1/?token=[redacted]&conversation_id=4',
    );
    expect(redactUrl('/api/chat/history/?hotel_id=H&session_token=s3')).toBe(
      '/api/chat/history/?hotel_id=H&session_token=[redacted]',
    );
  });

  it('leaves ordinary paths alone', () => {
    expect(redactUrl('/api/items/?location=3')).toBe('/api/items/?location=3');
  });
});
