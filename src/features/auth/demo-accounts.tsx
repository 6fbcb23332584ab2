import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/config/demo-accounts';
import { confirmResetDemo } from '@/components/reset-demo';
import { LightAntd } from '@/components/antd-providers';
import styles from './demo-accounts.module.css';

type Props = { onPick: (account: string, password: string) => void };

/** Loaded after the login has painted (which it does without antd, issue 18), with antd's light theme. */
export default function DemoAccountsBox(props: Props) {
  return (
    <LightAntd>
      <DemoAccounts {...props} />
    </LightAntd>
  );
}

/** Demo builds only: the mock backend's accounts, one click to fill, and a reset of the demo data. */
function DemoAccounts({ onPick }: Props) {
  const { t } = useTranslation();
  return (
    <section className={styles.box} aria-labelledby="demo-accounts-title">
      <header className={styles.head}>
        <strong id="demo-accounts-title">{t('common.demoAccounts')}</strong>
        <Button size="small" type="link" onClick={() => confirmResetDemo(t)}>
          {t('common.resetDemo')}
        </Button>
      </header>
      <p className={styles.hint}>{t('common.demoAccountsHint')}</p>
      <ul className={styles.list}>
        {DEMO_ACCOUNTS.map((a) => (
          <li key={a.account}>
            <Button
              type="link"
              size="small"
              onClick={() => onPick(a.account, DEMO_PASSWORD)}
              className={styles.account}
            >
              {a.account}
            </Button>
            <span className={styles.role}>{t(a.roleKey)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
