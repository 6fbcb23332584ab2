import type { ComponentProps } from 'react';
import { LightAntd } from './antd-providers';
import { AuthFrameBase } from './auth-frame-base';

/**
 * The signed-out frame (auth-frame-base.tsx) for pages with antd forms in its card (registration, the place
 * pages, the lock page, help): antd inside it takes the light theme whatever the console's mode, so a link or a
 * grey text keeps its contrast on the white card.
 */
export function AuthFrame(props: ComponentProps<typeof AuthFrameBase>) {
  return (
    <LightAntd>
      <AuthFrameBase {...props} />
    </LightAntd>
  );
}
