import { useTranslation } from 'react-i18next';
import { askForNotifications, chime, useSoundState } from '../../lib/attention.ts';
import { Button } from './button.tsx';
import { Icon } from './icons.tsx';

/**
 * One click turns the alert sound on (and asks for system notifications): browsers play sound only after
 * a gesture on the page, so after a reload the button asks for one more tap.
 */
export function SoundToggle({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const state = useSoundState();
  if (state === 'on')
    return (
      <Button variant="secondary" size={size} aria-pressed="true" onClick={() => chime.disable()}>
        <Icon name="bell" />
        {t('sound.on')}
        <span className="sr-only">{t('sound.turnOff')}</span>
      </Button>
    );
  return (
    <Button
      variant={state === 'blocked' ? 'primary' : 'secondary'}
      size={size}
      aria-pressed="false"
      onClick={() => {
        void chime.enable();
        void askForNotifications();
      }}
    >
      <Icon name="bell" />
      {state === 'blocked' ? t('sound.blocked') : t('sound.enable')}
    </Button>
  );
}
