#!/usr/bin/env bash
# Applies a dealer's CloudFront configuration, as the publish stage writes it from the build's
# _headers (src/engine/publish/cloudfront-config.ts), to its distribution with the AWS CLI:
#   scripts/apply-cloudfront.sh <dir>
# <dir> is .cache/publish/<dealer>/cloudfront: response-headers-policy.json (a
# ResponseHeadersPolicyConfig), viewer-request.js (a CloudFront Function) and `pending` (the
# distribution's id), which the stage writes when either changed and this script removes once both
# are live on the distribution (a failed run leaves it, and the next run applies them again).
# Without `pending` it does nothing.
#
# 1. the response headers policy named in the file: created, or updated in place (--if-match its ETag);
# 2. the function of the same name: created or updated, then published (DEVELOPMENT → LIVE);
# 3. the distribution's default cache behaviour: given the policy and the function on viewer
#    request when it has not both already (update-distribution with the config it read, changed by jq).
# Credentials: the AWS CLI's own (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY); CloudFront is global.
set -euo pipefail

dir=${1:?usage: apply-cloudfront.sh <dir>}
policy_file="$dir/response-headers-policy.json"
function_file="$dir/viewer-request.js"

if [ ! -f "$dir/pending" ]; then
  echo "CloudFront: the response headers policy and function in $dir are applied already"
  exit 0
fi
test -f "$policy_file" && test -f "$function_file"
distribution=$(cat "$dir/pending")
name=$(jq -r .Name "$policy_file")
# AWS CLI v2 pages its output through less by default; nothing here is read by a person.
export AWS_PAGER=""
cf() { aws cloudfront "$@"; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# 1. The response headers policy (custom policies are listed by name; one list page holds them all
#    at a distribution's 20-policy quota).
policy_id=$(cf list-response-headers-policies --type custom \
  --query "ResponseHeadersPolicyList.Items[?ResponseHeadersPolicy.ResponseHeadersPolicyConfig.Name=='$name'].ResponseHeadersPolicy.Id | [0]" \
  --output text)
if [ -z "$policy_id" ] || [ "$policy_id" = None ]; then
  policy_id=$(cf create-response-headers-policy --response-headers-policy-config "file://$policy_file" \
    --query ResponseHeadersPolicy.Id --output text)
  echo "CloudFront: response headers policy $name created ($policy_id)"
else
  etag=$(cf get-response-headers-policy --id "$policy_id" --query ETag --output text)
  cf update-response-headers-policy --id "$policy_id" --if-match "$etag" \
    --response-headers-policy-config "file://$policy_file" >/dev/null
  echo "CloudFront: response headers policy $name updated ($policy_id)"
fi

# 2. The viewer-request function: its DEVELOPMENT stage written, then published to LIVE.
function_config='{"Comment":"forecourt: directory URLs to index.html","Runtime":"cloudfront-js-2.0"}'
if etag=$(cf describe-function --name "$name" --query ETag --output text 2>"$work/describe.err"); then
  etag=$(cf update-function --name "$name" --if-match "$etag" --function-config "$function_config" \
    --function-code "fileb://$function_file" --query ETag --output text)
elif grep -q NoSuchFunctionExists "$work/describe.err"; then
  etag=$(cf create-function --name "$name" --function-config "$function_config" \
    --function-code "fileb://$function_file" --query ETag --output text)
else
  cat "$work/describe.err" >&2
  exit 1
fi
function_arn=$(cf publish-function --name "$name" --if-match "$etag" \
  --query FunctionSummary.FunctionMetadata.FunctionARN --output text)
echo "CloudFront: function $name published ($function_arn)"

# 3. The distribution's default cache behaviour uses both.
cf get-distribution-config --id "$distribution" --output json >"$work/distribution.json"
etag=$(jq -r .ETag "$work/distribution.json")
jq --arg policy "$policy_id" --arg arn "$function_arn" '
  .DistributionConfig
  | .DefaultCacheBehavior.ResponseHeadersPolicyId = $policy
  | .DefaultCacheBehavior.FunctionAssociations.Items =
      ([(.DefaultCacheBehavior.FunctionAssociations.Items // [])[] | select(.EventType != "viewer-request")]
       + [{ FunctionARN: $arn, EventType: "viewer-request" }])
  | .DefaultCacheBehavior.FunctionAssociations.Quantity = (.DefaultCacheBehavior.FunctionAssociations.Items | length)
' "$work/distribution.json" >"$work/config.json"
if jq -e --slurpfile wanted "$work/config.json" '.DistributionConfig == $wanted[0]' "$work/distribution.json" >/dev/null; then
  echo "CloudFront: distribution $distribution uses them already"
else
  cf update-distribution --id "$distribution" --if-match "$etag" --distribution-config "file://$work/config.json" >/dev/null
  echo "CloudFront: distribution $distribution now uses policy $policy_id and function $name on viewer request"
fi
rm -f "$dir/pending"
