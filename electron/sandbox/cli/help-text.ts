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
                           need no credentials, so think twice before binding anything else).
                           The /sandbox/ routes answer only a Host of 127.0.0.1, localhost, [::1]
                           or H itself, with the port; bound to 0.0.0.0 or ::, the loopback names only
  --seed N                 world seed (default 1): the same seed gives the same network, fares
                           and order book
  --state-file F           persist the order book, partner credit and clock to F (JSON, written
                           atomically); without it the state lives in memory only
  --fault SPEC             inject a fault (repeatable), see below
  --partner ID:KEY         accept another partner besides the demo one (repeatable)
  --require-order-pricing  the real service's rule: Ticketing answers B009 unless OrderPricing
                           succeeded on the order in the last 30 minutes (default off; switch it
                           at runtime with POST /sandbox/rules {"requireOrderPricing": true})
  --reimbursement-delay M  sandbox-clock minutes from a refund request to its reimbursement
                           (default ${DEFAULT_REIMBURSEMENT_DELAY_MINUTES}; "To be reimbursed" after half of it)
  -h, --help               show this help

On start it prints, one per line: "baseUrl: <url>", "partnerId: <id>", "partnerKey: <key>",
"validTags: …", then the refund URL, the faults and where the state lives.

Operations: the seven of the specification, plus the booking path whose shapes are assumed from
public material (not in the specification): POST /json/preciseBooking_V7, /json/orderPricingV5,
/json/cancel; PrecisePricing also on /json/precisePricing_V10 and _V11 (with "direct pricing");
and the attachment upload in the shape the desk assumes (public nowhere):
POST /json/uploadAttachmentFile (Base64 in JSON; uploaded files: GET /sandbox/files).
Older clients (assumed from public material): GET or POST /<operation>?param=<Base64 of the JSON>
for shoppingV2-V4 (always gzip), precisePricing and _V2-_V6 (no solutionId = direct pricing),
preciseBooking, orderPricing, ticketing, cancel; /voiding and /penalty answer 501 (not simulated).

Faults: <operation>:<kind>[=<value>][:times=<n>]
  operation  shopping | pricing | modifyOrder | ticketing | ancillaryOrderDetail |
             checkReimbursed | refundRequest | preciseBooking | orderPricing | cancel |
             uploadAttachment | orderDetail | *
             (aliases: modify, ancillary, reimbursed, refund, booking, upload, detail)
  kind       latency=<ms>        wait before answering
             hang                never answer (until the client gives up)
             hang-after          handle the request, then never answer (a write that arrived)
             b024                answer B024, the operation's time-out
             b035=<limit>        at most <limit> requests in flight, others answer B035
                                 (without it the limit is ${DEFAULT_CONCURRENCY_LIMIT} per operation)
             s001                answer S001 System error
             http=<500|502|503>  answer that HTTP status with an HTML body
             reset               close the connection without an answer
             malformed-json      process the call, then send its answer cut short (invalid JSON)
             truncated-gzip      process the call, then send its answer gzip-compressed and cut short
             null-data           process the call, then answer {"errorCode":"0","errorMsg":"ok","data":null}
             drift=<up|down|booking-code|schedule>
                                 the market moved: pricing prices the shopped offer with that
                                 change (schedule: B068); preciseBooking answers B017 price changed
                                 (schedule: B008); orderPricing re-prices the order and answers
                                 B116 (schedule: B114)
             b006                preciseBooking only: book the order, then answer B006
                                 "Reservation failed - Other. OrderNum is <n>" (the order exists)
             error=<CODE>        answer that business error code (e.g. error=B014) with the
                                 operation's wording for it; POST /sandbox/faults can give the
                                 message: { "kind": "error-code", "code": "B022", "message": "…" }
  times=<n>  only the next n calls the fault applies to (a retry then recovers)
  Examples:  --fault pricing:latency=1500   --fault '*:http=503:times=2'   --fault ticketing:b024:times=1
  Environment: SANDBOX_FAULTS="pricing:hang;shopping:b035=2" adds faults the same way.
  At runtime: POST /sandbox/faults, GET /sandbox/faults, DELETE /sandbox/faults.

Control routes (outside the partner API, plain JSON): GET /sandbox, GET|POST /sandbox/orders,
GET|POST /sandbox/clock, POST /sandbox/reset, GET|POST|DELETE /sandbox/faults,
GET|POST /sandbox/rules, POST /sandbox/explain-solution, GET /sandbox/data.
`;
