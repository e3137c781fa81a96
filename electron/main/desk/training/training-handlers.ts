import type { Handler } from '../../transports/dispatch/handler-table';
import type { TrainingService } from './training-service';

export function trainingHandlers(training: TrainingService) {
  return {
    'training.state': ((_input, { signal }) => training.state(signal)) satisfies Handler<'training.state'>,
    'training.forcePricing': (({ drift }, { signal }) => training.forcePricing(drift, signal)) satisfies Handler<'training.forcePricing'>,
    'training.addLatency': (({ operation, seconds, calls }, { signal }) => training.addLatency(operation, seconds, calls, signal)) satisfies Handler<'training.addLatency'>,
    'training.addHang': (({ operation, calls }, { signal }) => training.addHang(operation, calls, signal)) satisfies Handler<'training.addHang'>,
    'training.answerError': (({ operation, code, message, calls }, { signal }) => training.answerError(operation, code, message, calls, signal)) satisfies Handler<'training.answerError'>,
    'training.advanceClock': (({ minutes }, { signal }) => training.advanceClock(minutes, signal)) satisfies Handler<'training.advanceClock'>,
    'sandbox.reset': (() => training.resetEmbedded()) satisfies Handler<'sandbox.reset'>,
    'training.clearFaults': ((_input, { signal }) => training.clearFaults(signal)) satisfies Handler<'training.clearFaults'>,
  };
}
