import type { MemberProfile } from '../api';
import { BindEmailForm } from './BindEmailForm';
import { BindPhoneForm } from './BindPhoneForm';
import { ProfileForm } from './ProfileForm';

/** Profile: nickname, real name and birthday; then the phone and e-mail, each bound with a code. */
export function ProfileSection({ profile }: { profile: MemberProfile }) {
  return (
    <div className="wl-security__stack">
      <ProfileForm profile={profile} />
      <BindPhoneForm profile={profile} />
      <BindEmailForm profile={profile} />
    </div>
  );
}
