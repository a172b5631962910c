import type { PluginDefinition } from '../core/plugin/definePlugin';
import agentReports from './agent-reports';
import agentTeam from './agent-team';
import analytics from './analytics';
import announcements from './announcements';
import auth from './auth';
import chatRoom from './chat-room';
import contracts from './contracts';
import creditReport from './credit-report';
import customerService from './customer-service';
import deposit from './deposit';
import download from './download';
import help from './help';
import liveModels from './live-models';
import lobby from './lobby';
import lottery from './lottery';
import manualRebate from './manual-rebate';
import messages from './messages';
import missions from './missions';
import pointsMall from './points-mall';
import promotions from './promotions';
import records from './records';
import referral from './referral';
import rewardCentre from './reward-centre';
import securityCentre from './security-centre';
import socialLogin from './social-login';
import vip from './vip';
import wallet from './wallet';
import winners from './winners';
import withdraw from './withdraw';

/**
 * The one list of plugins. Core never imports a plugin; the app entry hands this list to boot,
 * which mounts those the site enables and the platform's module flags allow.
 */
export const plugins: PluginDefinition[] = [
  lobby,
  auth,
  announcements,
  winners,
  lottery,
  liveModels,
  chatRoom,
  pointsMall,
  socialLogin,
  customerService,
  help,
  messages,
  securityCentre,
  deposit,
  wallet,
  withdraw,
  records,
  promotions,
  rewardCentre,
  vip,
  manualRebate,
  referral,
  missions,
  agentTeam,
  agentReports,
  contracts,
  download,
  analytics,
  creditReport,
] as PluginDefinition[];
