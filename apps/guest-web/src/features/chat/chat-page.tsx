import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

/** Chat conversation (/chat/:id), a notification target; owned by the chat issue. Placeholder until that issue replaces this file. */
export function ChatPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('chat.title')} />;
}
