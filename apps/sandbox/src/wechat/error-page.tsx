import { Page } from '../pages/layout';
import type { AuthorizeProblem } from './authorize-params';

/** WeChat's "something went wrong" page, with the error code it would show. */
export function ErrorPage({ problem }: { problem: AuthorizeProblem }) {
  return (
    <Page title="微信授权（沙箱）" subtitle="授权失败">
      <section className="card error" role="alert">
        <div className="icon" aria-hidden="true">
          !
        </div>
        <div>{problem.message}</div>
        {problem.errcode !== undefined ? <div className="code">错误码：{problem.errcode}</div> : null}
      </section>
    </Page>
  );
}
