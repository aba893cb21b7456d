import { Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { setSoundOn, useSoundOn } from './sound';

/** Turns the chime for "your turn" on or off (off by default). */
export function SoundSwitch() {
  const { t } = useTranslation();
  const on = useSoundOn();
  const Icon = on ? Volume2 : VolumeX;
  return (
    <button type="button" className="app-sound" aria-pressed={on} onClick={() => setSoundOn(!on)} title={t('app.soundHint')}>
      <Icon aria-hidden="true" size={18} />
      <span>{t(on ? 'app.soundOn' : 'app.soundOff')}</span>
    </button>
  );
}
