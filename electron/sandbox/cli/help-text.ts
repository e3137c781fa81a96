/** `--help` of the standalone sandbox. */
import { DEFAULT_CONCURRENCY_LIMIT } from '../faults/fault-registry';
import { DEFAULT_REIMBURSEMENT_DELAY_MINUTES } from '../sandbox-instance';
import { DEFAULT_CLI_PORT } from './arguments';

export const HELP_TEXT = `Ticketing Desk sandbox: a simulator of the wholesale buyer API (see docs/sandbox.md).

Usage: npm run sandbox -- [options]
       node out/main/sandbox.js [options]

Options:
  --port N                 port to listen on (default ${DEFAULT_CLI_PORT}; 0 = any free port)
  --host H                 address to bind (default 127.0.0.1, loopback only; the /sandbox/ routes
                           need no credentials, so think twice before binding anything else)
  --seed N                 world seed (default 1): the same seed gives the same network, fares
                           and order book
  --state-file F           persist the order book, partner credit and clock to F (JSON, written
                           atomically); without it the state lives in memory only
  --fault SPEC             inject a fault (repeatable), see below
  --partner ID:KEY         accept another partner besides the demo one (repeatable)
  --reimbursement-delay M  sandbox-clock minutes from a refund request to its reimbursement
                           (default ${DEFAULT_REIMBURSEMENT_DELAY_MINUTES}; "To be reimbursed" after half of it)
  -h, --help               show this help

On start it prints, one per line: "baseUrl: <url>", "partnerId: <id>", "partnerKey: <key>",
"validTags: …", then the refund URL, the faults and where the state lives.

Faults: <operation>:<kind>[=<value>][:times=<n>]
  operation  shopping | pricing | modifyOrder | ticketing | ancillaryOrderDetail |
             checkReimbursed | refundRequest | *   (aliases: modify, ancillary, reimbursed, refund)
  kind       latency=<ms>        wait before answering
             hang                never answer (until the client gives up)
             b024                answer B024, the operation's time-out
             b035=<limit>        at most <limit> requests in flight, others answer B035
                                 (without it the limit is ${DEFAULT_CONCURRENCY_LIMIT} per operation)
             s001                answer S001 System error
             http=<500|502|503>  answer that HTTP status with an HTML body
             reset               close the connection without an answer
             malformed-json      process the call, then send its answer cut short (invalid JSON)
             truncated-gzip      process the call, then send its answer gzip-compressed and cut short
             null-data           process the call, then answer {"errorCode":"0","errorMsg":"ok","data":null}
             drift=<up|down|booking-code>
                                 pricing only: price the shopped offer with that change (a price
                                 change on demand, for training and tests)
  times=<n>  only the next n calls the fault applies to (a retry then recovers)
  Examples:  --fault pricing:latency=1500   --fault '*:http=503:times=2'   --fault ticketing:b024:times=1
  Environment: SANDBOX_FAULTS="pricing:hang;shopping:b035=2" adds faults the same way.
  At runtime: POST /sandbox/faults, GET /sandbox/faults, DELETE /sandbox/faults.

Control routes (outside the partner API, plain JSON): GET /sandbox, GET|POST /sandbox/orders,
GET|POST /sandbox/clock, POST /sandbox/reset, GET|POST|DELETE /sandbox/faults,
POST /sandbox/explain-solution, GET /sandbox/data.
`;
