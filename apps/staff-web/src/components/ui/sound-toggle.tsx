import { useTranslation } from 'react-i18next';
import {
  askForNotifications,
  chime,
  SOUND_TOGGLE_ATTRIBUTE,
  useSoundArming,
  useSoundState,
} from '../../lib/attention.ts';
import { Button } from './button.tsx';
import { Icon } from './icons.tsx';

/** Marks the button, so the page-wide arming leaves a tap on it to the button itself. */
const MARK = { [SOUND_TOGGLE_ATTRIBUTE]: '' };

/**
 * One click turns the alert sound on (and asks for system notifications). The choice is kept on the device;
 * browsers play sound only after a gesture on the page, so after a reload the first tap anywhere (this
 * button included) turns it back on. Where it stands (the kitchen view, outside the console's frame) it
 * arms that first tap too.
 */
export function SoundToggle({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const state = useSoundState();
  useSoundArming();
  if (state === 'on')
    return (
      <Button {...MARK} variant="secondary" size={size} aria-pressed="true" onClick={() => chime.disable()}>
        <Icon name="bell" />
        {t('sound.on')}
        <span className="sr-only">{t('sound.turnOff')}</span>
      </Button>
    );
  return (
    <Button
      {...MARK}
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
