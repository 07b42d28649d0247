import { loadIntlData } from './intl-warm-up.ts';

// Started by `warmUpIntl`: loads ICU's data for the language it is sent, then ends.
self.addEventListener('message', (event: MessageEvent<string>) => {
  loadIntlData(event.data);
  self.close();
});
